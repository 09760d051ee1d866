import { screen, waitFor, within } from '@testing-library/react';
import { getStakeCounts, getStakeRewards } from '../../src/api/stakes/stakes';
import { BUSINESS_UTC_OFFSET_HOURS } from '../../src/lib/format';
import { sum, toWire } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, recordQueries } from './myMoneyFixtures';
import { factOf, qc, S } from './stakeFixtures';
import { failOnce, freezeWalletClock, SEEDED_WALLETS, signInWalletUser } from './walletBackend';
import { charts, lastChart, resetCharts } from './chartRecorder';

vi.mock('../../src/socket/connection');

const { oliver } = SEEDED_WALLETS;
const DAY_MS = 86_400_000;
const ZONE_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;
const serverDay = (time: number) => Math.floor((time + ZONE_MS) / DAY_MS) * DAY_MS - ZONE_MS;

freezeWalletClock();

beforeEach(resetCharts);

describe('staking income', () => {
  it('shows the totals as the server counts them', async () => {
    await signInWalletUser('oliver');
    const counts = await getStakeCounts();
    renderRoute('/pages/wallet/income');
    const totals = within(await screen.findByRole('region', { name: 'Staking income' }));
    await waitFor(() => expect(factOf(totals, 'Staked')).toHaveTextContent(qc(counts.my_staked)));
    expect(counts.my_staked).toBe(200);
    expect(factOf(totals, 'Earned')).toHaveTextContent(qc(counts.my_income));
    expect(factOf(totals, 'Today')).toHaveTextContent(qc(counts.today_income));
    expect(factOf(totals, 'Running stakes')).toHaveTextContent(String(counts.active_count));
  });

  it('charts the daily payouts per server day as bars, oldest first', async () => {
    await signInWalletUser('oliver');
    const rows = db().stakeRewards.filter((r) => r.uid === oliver.uid && r.kind === 'daily');
    const byDay = new Map<number, number[]>();
    for (const row of rows)
      byDay.set(serverDay(row.createTime), [...(byDay.get(serverDay(row.createTime)) ?? []), row.amount]);
    const expected = [...byDay.entries()]
      .sort(([a], [b]) => a - b)
      .slice(-30)
      .map(([day, amounts]) => ({ time: day / 1000, value: toWire(sum(amounts)) }));
    expect(expected.length).toBeGreaterThanOrEqual(12);
    renderRoute('/pages/wallet/income');
    await waitFor(() => expect(lastChart()?.series).toHaveLength(1));
    const [bars] = lastChart()?.series ?? [];
    expect(bars?.kind).toBe('Histogram');
    expect(bars?.data).toEqual(expected);
    expect(screen.getByText('Daily payouts')).toBeInTheDocument();
  });

  it('lists every payout: daily and at maturity, with the stake\u2019s order number', async () => {
    await signInWalletUser('oliver');
    const queries = recordQueries(S.getZfList);
    const { list } = await getStakeRewards({ pageIndex: 1, pageSize: 20 });
    renderRoute('/pages/wallet/income');
    const payouts = within(await screen.findByRole('region', { name: 'Payouts' }));
    const newest = list[0];
    expect(newest).toBeDefined();
    expect((await payouts.findAllByText(`Stake ${newest?.order_no}`)).length).toBeGreaterThan(0);
    expect(payouts.getAllByText('Daily payout').length).toBeGreaterThan(0);
    // Last week's settled stake returned 1.50 QC.
    expect(await payouts.findByText('Return at maturity')).toBeInTheDocument();
    expect(payouts.getAllByText(`+${qc(1.5)}`).length).toBeGreaterThan(0);
    expect(queries.some((q) => q.get('pageIndex') === '1' && q.get('pageSize') === '20')).toBe(true);
  });

  it('a user with no stakes sees empty figures, no chart and no payouts', async () => {
    await signInWalletUser('lucas');
    renderRoute('/pages/wallet/income');
    expect(await screen.findByText('No daily payouts yet')).toBeInTheDocument();
    expect(await screen.findByText('No income yet: a running stake pays out every day')).toBeInTheDocument();
    const totals = within(screen.getByRole('region', { name: 'Staking income' }));
    await waitFor(() => expect(factOf(totals, 'Staked')).toHaveTextContent(qc(0)));
    expect(charts.created).toHaveLength(0);
  });

  it('says when the payouts cannot be read, and retries', async () => {
    await signInWalletUser('oliver');
    failOnce(S.indexCt, 'the totals are resting');
    const user = setupUser();
    renderRoute('/pages/wallet/income');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the totals are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    const totals = within(screen.getByRole('region', { name: 'Staking income' }));
    await waitFor(() => expect(factOf(totals, 'Staked')).toHaveTextContent(qc(200)));
  });

  it('without a wallet, says to create one first', async () => {
    await demoWithPayPassword();
    renderRoute('/pages/wallet/income');
    expect(await screen.findByTestId('need-wallet')).toHaveTextContent('Create a wallet first');
  });
});
