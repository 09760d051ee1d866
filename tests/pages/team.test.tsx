import { screen, waitFor, within } from '@testing-library/react';
import { sum, toWire } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { earningsOf } from '../../src/mocks/handlers/team/db/team';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { recordQueries, serve, userRow } from './myMoneyFixtures';
import {
  available,
  balance,
  DEMO_UID,
  figure,
  joinDemoTeam,
  memberCard,
  OLIVER_UID,
  PATH,
  T,
  teamCalls,
} from './teamFixtures';
import { failOnce, freezeWalletClock, signInWalletUser } from './walletBackend';
import { signInDemo } from './detailsFixtures';

freezeWalletClock();

const figures = async () => within(await screen.findByRole('region', { name: 'My team' }));

/** The team page's own heading: its chunk and strings are in. */
const pageShown = () => screen.findByRole('heading', { level: 1, name: 'Team' });

async function openAsDemo() {
  await signInDemo();
  const user = setupUser();
  const view = renderRoute(PATH);
  await pageShown();
  return { user, ...view };
}

describe('team leader home', () => {
  it('shows the team in figures, the earnings to withdraw and the members with their figures', async () => {
    const calls = teamCalls();
    await openAsDemo();
    const earned = earningsOf(db(), DEMO_UID);
    const team = await figures();
    await waitFor(() => expect(figure(team, 'Members')).toHaveTextContent('3'));
    // Oliver was active 4 minutes ago; 陈静怡 2 hours and 小鱼儿 3 days ago.
    expect(figure(team, 'Online now')).toHaveTextContent('1');
    expect(figure(team, 'Total contribution')).toHaveTextContent(
      balance(toWire(sum(earned.map((row) => row.contribution)))),
    );
    expect(figure(team, 'Total earnings')).toHaveTextContent(
      balance(toWire(sum(earned.map((r) => r.amount)))),
    );
    expect(await screen.findByTestId('team-available')).toHaveTextContent(balance(available()));

    expect(await screen.findByRole('heading', { name: 'Members (3)' })).toBeInTheDocument();
    const oliver = userRow(OLIVER_UID);
    // The most recently active first.
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('.team-member-name')?.textContent)).toEqual([
      oliver.nickName,
      userRow(100_010).nickName,
      userRow(100_016).nickName,
    ]);
    const card = await memberCard(oliver.nickName);
    expect(card.getByText('Online')).toBeInTheDocument();
    const hisRows = earned.filter((row) => row.memberUid === OLIVER_UID);
    expect(figure(card, 'Contribution')).toHaveTextContent(
      balance(toWire(sum(hisRows.map((r) => r.contribution)))),
    );
    expect(figure(card, 'Your 10%')).toHaveTextContent(
      `+${balance(toWire(sum(hisRows.map((r) => r.amount))))}`,
    );
    expect(figure(card, 'Balance')).toHaveTextContent(balance(oliver.balance));
    expect(figure(card, 'Points')).toHaveTextContent(oliver.integral.toLocaleString('en'));
    expect(figure(card, 'Crowdfunding')).toHaveTextContent(/^\d+$/);
    expect(card.getByText(/^Joined /)).toBeInTheDocument();
    const away = await memberCard(userRow(100_016).nickName);
    expect(away.getByText(/^Active /)).toBeInTheDocument();
    expect(away.queryByText('Online')).not.toBeInTheDocument();
    expect([...new Set(calls)].sort()).toEqual([T.count.path, T.getWithdrawMoney.path, T.list.path].sort());
  });

  it('lists the members 10 a page, and more as the list scrolls', async () => {
    joinDemoTeam(12);
    const pages = recordQueries(T.list);
    const first = await openAsDemo();
    expect(await screen.findByRole('heading', { name: 'Members (15)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(pages.map((query) => [query.get('page'), query.get('pageSize')])).toEqual([['1', '10']]);
    first.unmount();

    scrollListsToEnd();
    renderRoute(PATH);
    await pageShown();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(pages.slice(1).map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(await screen.findByText('No more')).toBeInTheDocument();
  });

  it('writes a member name that looks like markup as text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    userRow(100_010).nickName = name;
    await openAsDemo();
    expect(await memberCard(name)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('leads to the my area\u2019s invitation flow: the partners and the share page', async () => {
    const { user, router } = await openAsDemo();
    const invite = within(await screen.findByRole('region', { name: 'Grow your team' }));
    expect(invite.getByRole('link', { name: 'Share my invitation' })).toHaveAttribute(
      'href',
      '/pages/my/share',
    );
    await user.click(invite.getByRole('link', { name: 'Invite partners' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/partners'));
  });

  it('a team without members says so', async () => {
    await signInDemo();
    serve(T.list, { list: [], total: 0 });
    renderRoute(PATH);
    expect(
      await screen.findByText('No members yet. Invite partners to build your team.'),
    ).toBeInTheDocument();
  });

  it('says when the figures, the earnings or the members cannot be read, and retries each', async () => {
    await signInDemo();
    failOnce(T.count, 'figures are resting');
    failOnce(T.getWithdrawMoney, 'earnings are resting');
    failOnce(T.list, 'members are resting');
    const user = setupUser();
    renderRoute(PATH);
    for (const words of ['figures are resting', 'earnings are resting', 'members are resting']) {
      // The failure's toast may show the words before the section's error state takes them over.
      const error = await waitFor(() => {
        const state = screen
          .queryAllByTestId('error-state')
          .find((candidate) => candidate.textContent?.includes(words));
        if (!state) throw new Error(`no error state says ${words}`);
        return state;
      });
      await user.click(within(error).getByRole('button', { name: 'Retry' }));
    }
    await waitFor(() => expect(screen.queryByTestId('error-state')).not.toBeInTheDocument());
    expect(await screen.findByTestId('team-available')).toHaveTextContent(balance(available()));
    expect(figure(await figures(), 'Members')).toHaveTextContent('3');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

describe('team page for a user who leads no team', () => {
  it('explains what a team is, what a leader earns and how to become one, without a team call', async () => {
    const calls = teamCalls();
    await signInWalletUser('oliver', { payPassword: false });
    const user = setupUser();
    const { router } = renderRoute(PATH);
    const about = within(await screen.findByRole('region', { name: 'Lead a team' }));
    expect(about.getByRole('heading', { name: 'What a team is' })).toBeInTheDocument();
    expect(about.getByText(/^10% of what each member pays from their mall balance/)).toHaveTextContent(
      'Above CN¥500.00, it can be withdrawn to the mall balance.',
    );
    expect(
      about.getByText('Team leaders are appointed by QC Mall. Contact support to apply.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
    await user.click(about.getByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/message/service'));
    expect(calls).toEqual([]);
  });
});

describe('the my tab', () => {
  const assets = async () => within(await screen.findByRole('region', { name: 'QC & mining' }));

  it('leads a team leader to the team page', async () => {
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute('/pages/my/index');
    await user.click(await (await assets()).findByRole('button', { name: 'My team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await figures()).toBeDefined();
  });

  it('leads a user who leads none to what leading a team takes', async () => {
    await signInWalletUser('oliver', { payPassword: false });
    const user = setupUser();
    const { router } = renderRoute('/pages/my/index');
    await user.click(await (await assets()).findByRole('button', { name: 'My team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByRole('button', { name: 'Contact support' })).toBeInTheDocument();
  });
});
