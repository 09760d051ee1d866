import { fireEvent, render, screen, within } from '@testing-library/react';
import { Carousel } from '../../src/ui/layout/Carousel';

const WIDTH = 350;

/** A carousel of `count` slides whose track is WIDTH wide (jsdom lays nothing out) and records its scrolls. */
function renderCarousel(count: number) {
  render(
    <Carousel
      items={Array.from({ length: count }, (_, i) => i + 1)}
      itemKey={(n) => n}
      renderItem={(n, _index, near) => <span>{near ? `slide ${n}` : `slide ${n} (waits)`}</span>}
      label="Promotions"
      slideLabel={(index, total) => `${index} of ${total}`}
    />,
  );
  const region = screen.getByRole('region', { name: 'Promotions' });
  const track = region.firstElementChild as HTMLElement;
  Object.defineProperty(track, 'clientWidth', { value: WIDTH });
  const scrolls: number[] = [];
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.left ?? 0);
    track.scrollLeft = options.left ?? 0;
    fireEvent.scroll(track);
  }) as typeof track.scrollTo;
  return { region, track, scrolls };
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on by itself every four seconds and starts over after the last slide', () => {
    const { region, scrolls } = renderCarousel(3);
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    vi.advanceTimersByTime(4000);
    vi.advanceTimersByTime(4000);
    vi.advanceTimersByTime(4000);
    expect(scrolls).toEqual([WIDTH, 2 * WIDTH, 0]);
  });

  it('marks the slide in view with its dot as it is swiped', () => {
    const { region, track } = renderCarousel(3);
    const dots = () => [...region.querySelectorAll('.carousel-dots span')].map((dot) => dot.className);
    expect(dots()).toEqual(['is-current', '', '']);
    track.scrollLeft = 2 * WIDTH;
    fireEvent.scroll(track);
    expect(dots()).toEqual(['', '', 'is-current']);
  });

  it('waits while a finger is on it, and a whole interval after it is let go', () => {
    const { track, scrolls } = renderCarousel(2);
    fireEvent.pointerDown(track);
    vi.advanceTimersByTime(8000);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(1000);
    fireEvent.pointerUp(track);
    vi.advanceTimersByTime(3000);
    expect(scrolls).toEqual([]);
    vi.advanceTimersByTime(4000);
    expect(scrolls).toEqual([WIDTH]);
  });

  it('never moves by itself under the reduced-motion setting, and does once it is turned off', () => {
    let reduced = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && reduced,
    }));
    try {
      const { scrolls } = renderCarousel(3);
      vi.advanceTimersByTime(12000);
      expect(scrolls).toEqual([]);
      reduced = false;
      vi.advanceTimersByTime(4000);
      expect(scrolls).toEqual([WIDTH]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes keyboard focus to scroll through slides that are not links, and holds still while focused', () => {
    const { track, scrolls } = renderCarousel(2);
    expect(track).toHaveAttribute('tabindex', '0');
    fireEvent.focus(track);
    vi.advanceTimersByTime(12000);
    expect(scrolls).toEqual([]);
  });

  it('stays still with one slide and shows no dots', () => {
    const { region, track, scrolls } = renderCarousel(1);
    expect(track).not.toHaveAttribute('tabindex');
    vi.advanceTimersByTime(12000);
    expect(scrolls).toEqual([]);
    expect(region.querySelector('.carousel-dots')).toBeNull();
  });

  it('tells the slides shown so far and the next one that they are near: their pictures load', () => {
    const { region, track } = renderCarousel(4);
    const texts = () =>
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.textContent);
    expect(texts()).toEqual(['slide 1', 'slide 2', 'slide 3 (waits)', 'slide 4 (waits)']);
    track.scrollLeft = WIDTH;
    fireEvent.scroll(track);
    expect(texts()).toEqual(['slide 1', 'slide 2', 'slide 3', 'slide 4 (waits)']);
    // Back to the first: what was near stays near.
    track.scrollLeft = 0;
    fireEvent.scroll(track);
    expect(texts()).toEqual(['slide 1', 'slide 2', 'slide 3', 'slide 4 (waits)']);
  });
});
