import { act, render, screen } from '@testing-library/react';
import { LazyPicture } from '../../src/ui/display/LazyPicture';

/** The page's one observer, as the pictures use it: what it watches, and a way to bring an element near. */
class Viewport {
  static watched = new Set<Element>();
  static options: IntersectionObserverInit | undefined;
  static report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  constructor(
    callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    options?: IntersectionObserverInit,
  ) {
    Viewport.report = callback;
    Viewport.options = options;
  }
  observe = (element: Element) => Viewport.watched.add(element);
  unobserve = (element: Element) => Viewport.watched.delete(element);
  disconnect = () => Viewport.watched.clear();
}

const bringNear = (element: Element) =>
  act(() => Viewport.report?.([{ target: element, isIntersecting: true }]));

describe('LazyPicture', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for its file only once it comes within 30 % of a screen below the viewport, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', Viewport);
    const { container } = render(
      <>
        <LazyPicture src="/goods/1.webp" className="tile-card-picture" />
        <LazyPicture src="/goods/2.webp" alt="Second" />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('img')] as [HTMLImageElement, HTMLImageElement];
    expect(first).not.toHaveAttribute('src');
    expect(second).not.toHaveAttribute('src');
    expect(Viewport.options?.rootMargin).toBe('0px 0px 30% 0px');
    expect(Viewport.watched).toEqual(new Set([first, second]));

    bringNear(first);
    expect(first).toHaveAttribute('src', '/goods/1.webp');
    expect(first).toHaveClass('tile-card-picture');
    expect(second).not.toHaveAttribute('src');
    expect(Viewport.watched).toEqual(new Set([second]));
    expect(second).toHaveAttribute('alt', 'Second');
  });

  it('loads at once where the browser cannot watch the viewport', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyPicture src="/goods/3.webp" />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/goods/3.webp');
  });
});
