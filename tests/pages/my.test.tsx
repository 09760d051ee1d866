import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { signIn } from '../../src/api/account';
import { useSession } from '../../src/stores/session';
import { i18n, loadLocale } from '../../src/i18n';
import jaTitle from '../../locales/ja/title.json';
import jaMy from '../../locales/ja/my.json';

async function signInDemo() {
  const grant = await signIn({ phoneRegion: '+86', phoneNumber: '13800000000', password: 'Demo1234' });
  useSession.getState().signIn(grant.token, grant.userInfo.uid);
  return grant;
}

describe('my tab', () => {
  it('shows a guest the login prompt and asks for login before a private page', async () => {
    const user = setupUser();
    const { router } = renderRoute('/pages/my/index');
    expect(await screen.findByText('Not signed in')).toBeInTheDocument();
    await user.click(screen.getByText('Basic info'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.search).toBe('?route=%2Fpages%2Fmy%2Finfo'));
  });

  it('shows the signed-in user card with its balances in full and every my page', async () => {
    const grant = await signInDemo();
    renderRoute('/pages/my/index');
    expect(await screen.findByText(`UID ${grant.userInfo.uid}`)).toBeInTheDocument();
    expect(await screen.findByText(grant.userInfo.nickName)).toBeInTheDocument();
    expect(screen.getByText('Balance').previousElementSibling).toHaveTextContent(/^1,000\.00$/);
    for (const name of [
      'Top up',
      'Bills',
      'Daily check-in',
      'Redeem code',
      'Privacy policy',
      'Withdrawal account',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it('switches language everywhere without a reload', async () => {
    const user = setupUser();
    renderRoute('/pages/my/index');
    await screen.findByText('Not signed in');
    await user.click(screen.getByText('Language'));
    // The switch re-renders the whole tree from i18next's event, outside any act() scope; this test observes
    // the result the way a person would, so React's act() bookkeeping is off for it (setup turns it back on).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    await loadLocale('ja');
    await user.click(await screen.findByText('日本語'));
    expect(await screen.findByRole('heading', { level: 1, name: jaTitle.my.index })).toBeInTheDocument();
    expect(await screen.findByText(jaMy.guestTitle)).toBeInTheDocument();
    expect(i18n.language).toBe('ja');
    expect(localStorage.getItem('lang')).toContain('ja_jp');
    await i18n.changeLanguage('en');
  });

  it('logs out after confirming and clears the session', async () => {
    const user = setupUser();
    await signInDemo();
    renderRoute('/pages/my/index');
    await user.click(await screen.findByText('Log out'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Not signed in')).toBeInTheDocument();
    expect(useSession.getState().token).toBe('');
  });
});
