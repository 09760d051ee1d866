import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { getIssuanceInfo, getIssuanceRank, getMyIssuanceList } from '../../src/api/wallet/wallet';
import { formatServerDay, maskName } from '../../src/lib/format';
import { formatAmount, formatCompact } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { publicUserOf } from '../../src/mocks/db/users';
import { useSession } from '../../src/stores/session';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { charts, lastChart, resetCharts } from './chartRecorder';
import { recordQueries, serve } from './myMoneyFixtures';
import { failOnce, freezeWalletClock, signInWalletUser } from './walletBackend';

const W = endpoints.Wallet;
const qc = (value: number) => `${formatAmount(value, 'en')} QC`;
/** The fake backend's issuance days, oldest first (180 of them). */
const days = () => db().issuanceDays;

freezeWalletClock();

beforeEach(() => {
  resetCharts();
});

/** `count` other users received issuance now, more than anyone seeded: they lead today's board. */
function moreReceivers(count: number) {
  const taken = new Set(db().issuanceShares.map((share) => share.uid));
  const users = db()
    .users.filter((user) => !taken.has(user.uid))
    .slice(0, count);
  users.forEach((user, index) =>
    db().issuanceShares.push({
      id: 900_000 + index,
      uid: user.uid,
      walletId: 0,
      amount: 1000 + index,
      createTime: clock.now(),
    }),
  );
  return users.map((user) => user.uid).reverse();
}

describe('New issuance today', () => {
  it('shows today\u2019s figures with my share, and charts supply and issuance over 30 days, oldest first', async () => {
    await signInWalletUser('oliver');
    const facts = await getIssuanceInfo();
    expect(facts.my_today).toBeGreaterThan(0);
    const queries = recordQueries(W.zengFaList);
    renderRoute('/pages/wallet/todayAdd');
    expect(await screen.findByRole('heading', { level: 1, name: 'New issuance today' })).toBeInTheDocument();
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    const fact = (label: string) => today.getByText(label).nextSibling;
    await waitFor(() => expect(fact('Issued today')).toHaveTextContent(qc(facts.today_added)));
    expect(fact('Total supply')).toHaveTextContent(qc(facts.total_supply));
    expect(fact('Mine today')).toHaveTextContent(qc(facts.my_today));
    expect(fact('Next issuance')).not.toBeEmptyDOMElement();

    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
    expect(queries.some((query) => query.get('pageSize') === '30')).toBe(true);
    const [supply, added] = lastChart()?.series ?? [];
    expect(supply?.kind).toBe('Line');
    expect(added?.kind).toBe('Histogram');
    expect(supply?.data).toHaveLength(30);
    const times = supply?.data.map((point) => point.time) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(supply?.data.at(-1)).toEqual({
      time: Math.floor((days().at(-1)?.date ?? 0) / 1000),
      value: days().at(-1)?.totalSupply,
    });
    expect(added?.data[0]?.value).toBe(days().at(-30)?.added);
    const chart = screen.getByRole('region', { name: 'Supply and issuance' });
    expect(within(chart).getByText('Total supply')).toBeInTheDocument();
    expect(within(chart).getByText('Issued per day')).toBeInTheDocument();
  });

  it('switches the chart to 7 days and to all', async () => {
    const user = setupUser();
    renderRoute('/pages/wallet/todayAdd');
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(30));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(7));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(days().length));
  });

  it('lists the days newest first and reads more as the list scrolls', async () => {
    renderRoute('/pages/wallet/todayAdd');
    const board = await screen.findByRole('region', { name: 'By day' });
    const newest = days().at(-1)!;
    expect(await within(board).findByText(formatServerDay(newest.date, 'en'))).toBeInTheDocument();
    const rows = () => board.querySelectorAll('.issuance-day');
    expect(rows()).toHaveLength(20);
    const first = within(rows()[0] as HTMLElement);
    expect(first.getByText('Issued').nextSibling).toHaveTextContent(`+${qc(newest.added)}`);
    expect(first.getByText('Total supply').nextSibling).toHaveTextContent(qc(newest.totalSupply));
    expect(rows()[1]).toHaveTextContent(formatServerDay(days().at(-2)!.date, 'en'));
  });

  it('reads the days before as the list is scrolled', async () => {
    scrollListsToEnd();
    const queries = recordQueries(W.zengFaList);
    renderRoute('/pages/wallet/todayAdd');
    const board = await screen.findByRole('region', { name: 'By day' });
    const rows = () => board.querySelectorAll('.issuance-day');
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(40));
    expect(rows()[20]).toHaveTextContent(formatServerDay(days().at(-21)!.date, 'en'));
    expect(queries.filter((query) => query.get('pageSize') === '20').map((q) => q.get('pageIndex'))).toEqual(
      expect.arrayContaining(['1', '2']),
    );
  });

  it('ranks who received the most, names masked, 10 a page, in three windows', async () => {
    scrollListsToEnd();
    const leaders = moreReceivers(12);
    expect(leaders).toHaveLength(12);
    const { total } = await getIssuanceRank({ type: 'today', pageIndex: 1, pageSize: 10 });
    expect(total).toBeGreaterThan(12);
    const queries = recordQueries(W.zengfaRank);
    const user = setupUser();
    renderRoute('/pages/wallet/todayAdd');
    await user.click(await screen.findByRole('radio', { name: 'Ranking' }));
    const board = await screen.findByRole('region', { name: 'Ranking' });
    const places = () => board.querySelectorAll('.rank-item');
    // the 12 new receivers and the seeded wallets that had today's share: two pages
    await waitFor(() => expect(places()).toHaveLength(total));
    const top = publicUserOf(leaders[0]!);
    expect(places()[0]).toHaveTextContent(maskName(top.nickName));
    expect(places()[0]).not.toHaveTextContent(top.nickName);
    expect(places()[0]).toHaveTextContent(formatCompact(1011, 'en'));
    expect(
      queries.map((query) => [query.get('type'), query.get('pageIndex'), query.get('pageSize')]),
    ).toEqual([
      ['today', '1', '10'],
      ['today', '2', '10'],
    ]);
    expect(board).toHaveTextContent(maskName('Oliver Bennett'));

    await user.click(within(board).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('7day'));
    await user.click(within(board).getByRole('radio', { name: 'All time' }));
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('history'));
    await waitFor(() => expect(places().length).toBeGreaterThan(0));
    expect(places()[0]).toHaveTextContent('1');
  });

  it('says when no one has received any in the window', async () => {
    serve(W.zengfaRank, { list: [], total: 0 });
    const user = setupUser();
    renderRoute('/pages/wallet/todayAdd');
    await user.click(await screen.findByRole('radio', { name: 'Ranking' }));
    expect(await screen.findByText('No one has received any yet')).toBeInTheDocument();
  });

  it('lists my own shares when signed in', async () => {
    await signInWalletUser('oliver');
    const { list } = await getMyIssuanceList({ pageIndex: 1, pageSize: 20 });
    const user = setupUser();
    renderRoute('/pages/wallet/todayAdd');
    await user.click(await screen.findByRole('radio', { name: 'Mine' }));
    const mine = await screen.findByRole('region', { name: 'Mine' });
    expect((await within(mine).findAllByText('Daily issuance share')).length).toBeGreaterThan(0);
    expect(within(mine).getAllByText(`+${qc(list[0]?.amount ?? 0)}`).length).toBeGreaterThan(0);
  });

  it('a guest sees the figures, the days and the ranking, but no share of their own', async () => {
    useSession.getState().logout();
    const mine = recordQueries(W.getQcZengfaList);
    renderRoute('/pages/wallet/todayAdd');
    expect(await screen.findByText('Issued today')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'By day' });
    expect(screen.getByRole('radio', { name: 'Ranking' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Mine' })).not.toBeInTheDocument();
    expect(screen.queryByText('Mine today')).not.toBeInTheDocument();
    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
    expect(mine).toHaveLength(0);
  });

  it('shows loading, then says when today\u2019s figures cannot be read, and retries', async () => {
    failOnce(W.zengfaInfo, 'the figures are resting');
    const user = setupUser();
    renderRoute('/pages/wallet/todayAdd');
    expect((await screen.findAllByRole('status', { name: 'Loading' })).length).toBeGreaterThan(0);
    const today = await screen.findByRole('region', { name: 'Today' });
    const error = await within(today).findByTestId('error-state');
    expect(error).toHaveTextContent('the figures are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(today).findByText('Issued today')).toBeInTheDocument();
  });

  it('says when there are no days yet', async () => {
    serve(W.zengFaList, { list: [], total: 0 });
    renderRoute('/pages/wallet/todayAdd');
    const chart = await screen.findByRole('region', { name: 'Supply and issuance' });
    expect(await within(chart).findByText('No data yet')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'By day' })).findByText('No data yet'),
    ).toBeInTheDocument();
    expect(charts.created).toHaveLength(0);
  });
});
