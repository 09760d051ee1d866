import { screen, waitFor } from '@testing-library/react';
import { cachedMe, renderRoute, setupUser } from '../render';
import { useSession } from '../../src/stores/session';
import { pageLoad } from '../../src/lib/navigation';

describe('TikTok sign-in', () => {
  it('asks the server for the consent link, then signs in with the code TikTok sends back', async () => {
    const user = setupUser();
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const first = renderRoute('/pages/login/tiktok?route=%2Fpages%2Fmy%2Findex');
    await user.click(await screen.findByRole('button', { name: 'Continue with TikTok' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const consent = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost:3000');
    expect(consent.pathname).toBe('/pages/login/tiktok');
    expect(consent.searchParams.get('state')).toBe(sessionStorage.getItem('tiktok-state'));
    first.unmount();

    const back = renderRoute(`${consent.pathname}${consent.search}`);
    // the code exchange, the session and the Me tab's first render: more than a second on a busy machine
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/pages/my/index'), {
      timeout: 4000,
    });
    expect(useSession.getState().uid).not.toBe(0);
    expect(cachedMe().uid).toBe(useSession.getState().uid);
  });

  it('refuses a callback whose state it did not start', async () => {
    renderRoute('/pages/login/tiktok?code=abc&state=forged');
    expect(await screen.findByText('This sign-in link has expired, please start again.')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ token: '', uid: 0 });
  });
});
