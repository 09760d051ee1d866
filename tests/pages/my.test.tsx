import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { ROUTE_LIST } from '../../src/lib/routes';
import { isRouteEntry, MENU } from '../../src/features/me/menu';
import { signIn } from '../../src/api/account/account';
import { Profile } from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import { findUser } from '../../src/mocks/db/users';
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
    expect(screen.getByText('Balance').previousElementSibling).toHaveTextContent(/^CN¥1,000\.00$/);
    for (const name of [
      'Top up',
      'Bills',
      'Check-in',
      'Redeem code',
      'Privacy policy',
      'Withdrawal account',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });

  it.each([
    ['Balance', '/pages/my/bill?asset=balance'],
    ['Points', '/pages/my/bill?asset=points'],
    ['QC', '/pages/wallet/index'],
    ['USDT', '/pages/my/exchange'],
  ])('opens where the card’s %s is kept: %s', async (label, path) => {
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute('/pages/my/index');
    await user.click(await screen.findByRole('link', { name: new RegExp(`${label}$`) }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path),
    );
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

  it('reads the server’s answers again in the new language', async () => {
    const user = setupUser();
    await signInDemo();
    const langs: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === Profile.GetMyProfile.path)
        langs.push(request.headers.get('lang') ?? '');
    });
    renderRoute('/pages/my/index');
    await waitFor(() => expect(langs).toContain('en_us'));
    await user.click(screen.getByText('Language'));
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    await loadLocale('ru');
    await user.click(await screen.findByText('Русский'));
    // The profile names the current task: asked again, in Russian.
    await waitFor(() => expect(langs.at(-1)).toBe('ru_ru'));
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

/** The my tab's themes and their shortcuts, in order, as a user reads them. */
const THEMES: Record<string, string[]> = {
  'QC & mining': ['Wallet', 'Staking', 'Mining', 'QC issuance', 'My devices', 'My team'],
  'Balance and payments': [
    'Top up',
    'Transfer & gift',
    'Exchange',
    'Payment code',
    'Bills',
    'Top-up history',
    'Card payments',
    'Redeem code',
  ],
  Earn: ['Check-in', 'Tasks', 'Invite friends', 'Partners', 'Open a shop'],
  Account: [
    'Basic info',
    'Addresses',
    'Logistics',
    'Withdrawal account',
    'Login password',
    'Payment password',
    'Language',
  ],
  Help: ['Feedback', 'Support', 'User agreement', 'Privacy policy'],
};

/**
 * my/* pages not on the tab, each reached from a page that is: nickname and phone from basic info, the
 * histories from top up and exchange, the transfer's confirmation, the card checkout, a link's web view.
 */
const REACHED_FROM_A_PAGE = [
  '/pages/my/index',
  '/pages/my/ChangeNickname',
  '/pages/my/changePhone',
  '/pages/my/exchangeHistory',
  '/pages/my/submitTransfer',
  '/pages/my/paddle',
  '/pages/my/webView',
];

describe('my tab shortcuts', () => {
  it('groups the shortcuts by theme, each once, with the language in use', async () => {
    renderRoute('/pages/my/index');
    for (const [theme, names] of Object.entries(THEMES)) {
      const region = within(await screen.findByRole('region', { name: theme }));
      const labels = region
        .getAllByRole('button')
        .map((button) => button.querySelector('.my-grid-label')?.textContent);
      expect(labels).toEqual(names);
    }
    const all = Object.values(THEMES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(
      within(screen.getByRole('region', { name: 'Account' })).getByRole('button', { name: /Language/ }),
    ).toHaveTextContent('LanguageEnglish');
  });

  it('leads to each page once, and every my page is on the tab or reached from a page on it', () => {
    const paths = MENU.flatMap(({ entries }) => entries.filter(isRouteEntry).map((entry) => entry.path));
    expect(new Set(paths).size).toBe(paths.length);
    const myPages = ROUTE_LIST.map((route) => route.path).filter((path) => path.startsWith('/pages/my/'));
    expect(myPages.filter((path) => !paths.includes(path) && !REACHED_FROM_A_PAGE.includes(path))).toEqual(
      [],
    );
  });

  it('leads a user who does not sell to open a shop, and a seller to their shop', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const earn = async () => within(await screen.findByRole('region', { name: 'Earn' }));
    const first = renderRoute('/pages/my/index');
    await user.click((await earn()).getByRole('button', { name: 'Open a shop' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/pages/bazaar/apply'));
    first.unmount();

    const row = findUser(grant.userInfo.uid);
    if (!row) throw new Error('the demo is not in the fake database');
    row.isSeller = true;
    const second = renderRoute('/pages/my/index');
    await user.click(await (await earn()).findByRole('button', { name: 'My shop' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/pages/bazaar/my'));
  });

  it('opens the market orders from the orders card', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute('/pages/my/index');
    await user.click(await screen.findByRole('button', { name: 'Market orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/market'));
  });

  it('opens the support chat from Help', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute('/pages/my/index');
    await user.click(
      within(await screen.findByRole('region', { name: 'Help' })).getByRole('button', { name: 'Support' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/message/service'));
    expect(await screen.findByRole('list', { name: 'Customer support' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeInTheDocument();
  });

  it('offers a guest no logout', async () => {
    renderRoute('/pages/my/index');
    await screen.findByText('Not signed in');
    // The page's own buttons only: an earlier test's dialog may still be closing in the body.
    const page = screen.getByText('Not signed in').closest('.app') as HTMLElement;
    expect(within(page).queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
