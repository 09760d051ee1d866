import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppStatus } from '../../src/app/AppStatus';
import { PUBLIC_READS } from '../../src/sw/publicReads';
import * as endpoints from '../../src/api/endpoints';

const registered = vi.hoisted(() => ({
  onNewVersion: undefined as undefined | ((reload: () => void) => void),
}));
vi.mock('../../src/app/serviceWorker', () => ({
  registerServiceWorker: (onNewVersion: (reload: () => void) => void) => {
    registered.onNewVersion = onNewVersion;
  },
}));

describe('the app’s own notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when the browser goes offline, and stops saying it when it is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<AppStatus />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('You are offline: showing what was last loaded.')).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('offers a reload when a new version is ready, and reloads only when asked', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      render(<AppStatus />);
      // Registered once the page has loaded and the browser is idle.
      await vi.waitFor(() => expect(registered.onNewVersion).toBeDefined(), { timeout: 5000 });
      const reload = vi.fn();
      act(() => registered.onNewVersion?.(reload));
      const button = await screen.findByRole('button', { name: 'Reload' });
      expect(screen.getByText('A new version of QC Mall is ready.')).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
      await userEvent.click(button);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('links the web app manifest the build named on the boot script once the first screen is done, once', async () => {
    const boot = document.createElement('script');
    boot.setAttribute('data-manifest', '/manifest.webmanifest');
    document.head.appendChild(boot);
    const links = () => [...document.head.querySelectorAll('link[rel="manifest"]')];
    try {
      const { unmount } = render(<AppStatus />);
      // Not with the first screen: a browser that finds the page installable draws its install control then.
      expect(links()).toHaveLength(0);
      await vi.waitFor(() => expect(links()).toHaveLength(1), { timeout: 5000 });
      expect(links()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
      unmount();
      render(<AppStatus />);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(links()).toHaveLength(1);
    } finally {
      boot.remove();
      links().forEach((link) => link.remove());
    }
  });
});

describe('what the service worker may answer offline', () => {
  it('is the public reads, never an account’s data or a call that changes something', () => {
    const { Treasure, Public } = endpoints;
    for (const read of [
      Treasure.GetGoodsList,
      Treasure.GetLotteryRank,
      Treasure.GetWinnerList,
      Public.getConfig,
    ]) {
      expect(read.path).toMatch(PUBLIC_READS);
    }
    for (const other of [
      Treasure.SetMark,
      Treasure.RedeemPoints,
      Treasure.BuyTreasure,
      endpoints.Users.getUserInfo,
    ]) {
      expect(other.path).not.toMatch(PUBLIC_READS);
    }
  });
});
