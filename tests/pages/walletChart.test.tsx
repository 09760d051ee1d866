import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { useSession } from '../../src/stores/session';
import { renderRoute, setupUser } from '../render';
import { getIssuanceInfo, getMyIssuanceList } from '../../src/api/wallet/wallet';
import { formatAmount } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { recordQueries } from './myMoneyFixtures';
import { failOnce, freezeWalletClock, signInWalletUser } from './walletBackend';
import { charts, lastChart, resetCharts } from './chartRecorder';

const W = endpoints.Wallet;
const qc = (value: number) => `${formatAmount(value, 'en')} QC`;
/** The fake backend's issuance days, oldest first (180 of them). */
const days = () => db().issuanceDays;

freezeWalletClock();

beforeEach(resetCharts);

describe('QC chart', () => {
  it('shows the facts, then 30 days of price and issuance, oldest first, scrolling the page on a vertical swipe', async () => {
    // Oliver's main account gets a share of every day's issuance, today's too.
    await signInWalletUser('oliver');
    const facts = await getIssuanceInfo();
    expect(facts.my_today).toBeGreaterThan(0);
    const queries = recordQueries(W.zengFaList);
    renderRoute('/pages/wallet/chart');
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    const fact = (label: string) => today.getByText(label).nextSibling;
    await waitFor(() => expect(fact('Issued today')).toHaveTextContent(qc(facts.today_added)));
    expect(facts.today_added).toBeGreaterThan(0);
    expect(fact('Total supply')).toHaveTextContent(qc(facts.total_supply));
    expect(fact('Circulating')).toHaveTextContent(qc(facts.circulating));
    expect(fact('Mine today')).toHaveTextContent(qc(facts.my_today));
    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
    expect(queries.at(-1)?.get('pageIndex')).toBe('1');
    expect(queries.at(-1)?.get('pageSize')).toBe('30');
    const [price, added] = lastChart()?.series ?? [];
    expect(price?.kind).toBe('Line');
    expect(added?.kind).toBe('Histogram');
    expect(price?.data).toHaveLength(30);
    const times = price?.data.map((point) => point.time) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const newest = days().at(-1);
    expect(price?.data.at(-1)?.value).toBe(newest?.priceUsdt);
    expect(added?.data.at(-1)?.value).toBe(newest?.added);
    expect(price?.data[0]?.value).toBe(days().at(-30)?.priceUsdt);
    expect(lastChart()?.options).toMatchObject({ handleScroll: { vertTouchDrag: false } });
  });

  it('switches to 7 days and to all', async () => {
    await signInWalletUser('oliver');
    const queries = recordQueries(W.zengFaList);
    const user = setupUser();
    renderRoute('/pages/wallet/chart');
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(30));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(7));
    expect(queries.at(-1)?.get('pageSize')).toBe('7');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(days()).toHaveLength(180);
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(180));
    expect(queries.at(-1)?.get('pageSize')).toBe('400');
    expect(charts.removed).toBeGreaterThanOrEqual(2);
  });

  it('lists the user\u2019s own issuance', async () => {
    await signInWalletUser('oliver');
    const { list: shares, total } = await getMyIssuanceList({ pageIndex: 1, pageSize: 20 });
    expect(total).toBeGreaterThan(0);
    renderRoute('/pages/wallet/chart');
    const mine = within(await screen.findByRole('region', { name: 'My issuance' }));
    expect((await mine.findAllByText('Daily issuance share')).length).toBeGreaterThan(0);
    expect(mine.getAllByText(`+${qc(shares[0]?.amount ?? 0)}`).length).toBeGreaterThan(0);
  });

  it('a guest sees the figures but no share of their own', async () => {
    useSession.getState().logout();
    renderRoute('/pages/wallet/chart');
    await screen.findByText('Issued today');
    await waitFor(() =>
      expect(screen.getByText('Issued today').nextSibling).toHaveTextContent(qc(days().at(-1)?.added ?? 0)),
    );
    expect(screen.queryByText('Mine today')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My issuance' })).not.toBeInTheDocument();
  });

  it('says when the days cannot be read, and retries', async () => {
    await signInWalletUser('oliver');
    failOnce(W.zengFaList, 'the chart is resting');
    const user = setupUser();
    renderRoute('/pages/wallet/chart');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the chart is resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
  });
});
