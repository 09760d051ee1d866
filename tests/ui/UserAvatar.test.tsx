import { fireEvent, render } from '@testing-library/react';
import { UserAvatar } from '../../src/ui/display/UserAvatar';

describe('UserAvatar', () => {
  // Where the browser cannot watch the viewport a picture loads at once (src/ui/display/LazyPicture.tsx): these
  // check what the avatar shows, not when.
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picture as decoration, in its place’s class', () => {
    const { container } = render(<UserAvatar src="/fake-media/a.webp" className="rank-avatar" />);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', '/fake-media/a.webp');
    expect(picture).toHaveAttribute('alt', '');
    expect(container.firstElementChild).toHaveClass('avatar', 'rank-avatar');
  });

  it('draws a face where there is no picture', () => {
    const { container } = render(<UserAvatar src="  " />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.avatar-face')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the face when the picture fails, and tries a new picture again', () => {
    const { container, rerender } = render(<UserAvatar src="/gone.webp" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.avatar-face')).not.toBeNull();
    rerender(<UserAvatar src="/new.webp" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/new.webp');
  });
});
