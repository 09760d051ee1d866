import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from '../../src/ui/layout/PullToRefresh';
import { pullDown } from '../pull';

function renderPullable(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>Content</p>
    </PullToRefresh>,
  );
}

describe('PullToRefresh', () => {
  it('refreshes once on a pull past the threshold, and says what it is doing', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPullable(onRefresh);
    act(() => pullDown(200));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing…');
    // a second pull while it refreshes asks nothing more
    act(() => pullDown(200));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Refreshed');
  });

  it('tells the finger when letting go will refresh, and does nothing on a short pull', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    renderPullable(onRefresh);
    const area = document.querySelector('.pull-to-refresh') as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 140 }] });
    expect(screen.getByRole('status')).toHaveTextContent('Pull down to refresh');
    fireEvent.touchMove(area, { touches: [{ clientY: 300 }] });
    expect(screen.getByRole('status')).toHaveTextContent('Release to refresh');
    fireEvent.touchMove(area, { touches: [{ clientY: 140 }] });
    fireEvent.touchEnd(area, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
