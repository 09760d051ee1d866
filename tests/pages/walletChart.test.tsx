import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { useSession } from '../../src/stores/session';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './myMoneyFixtures';
import { serveWallet } from './walletFixtures';

/** The chart library, recorded: what each series was given and the chart's options. */
const charts = vi.hoisted(() => ({
  created: [] as {
    options: Record<string, unknown>;
    series: { kind: string; data: { time: number; value: number }[] }[];
  }[],
  removed: 0,
}));

vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createChart: (_element: HTMLElement, options: Record<string, unknown>) => {
    const chart = { options, series: [] as { kind: string; data: { time: number; value: number }[] }[] };
    charts.created.push(chart);
    return {
      addSeries: (kind: string) => {
        const series = { kind, data: [] as { time: number; value: number }[] };
        chart.series.push(series);
        return { setData: (data: { time: number; value: number }[]) => (series.data = data) };
      },
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => {
        charts.removed += 1;
      },
    };
  },
}));

const W = endpoints.Wallet;
const lastChart = () => charts.created.at(-1);

beforeEach(() => {
  charts.created = [];
  charts.removed = 0;
});

describe('QC chart', () => {
  it('shows the facts, then 30 days of price and issuance, oldest first, scrolling the page on a vertical swipe', async () => {
    await signInDemo();
    const fake = serveWallet();
    renderRoute('/pages/wallet/chart');
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    expect(await today.findByText('1,234.50 QC')).toBeInTheDocument();
    expect(today.getByText('1,000,000.00 QC')).toBeInTheDocument();
    expect(today.getByText('600,000.00 QC')).toBeInTheDocument();
    expect(today.getByText('Mine today').nextSibling).toHaveTextContent('12.34 QC');
    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
    expect(fake.calls.zengFaList.at(-1)).toMatchObject({ pageIndex: '1', pageSize: '30' });
    const [price, added] = lastChart()?.series ?? [];
    expect(price?.kind).toBe('Line');
    expect(added?.kind).toBe('Histogram');
    expect(price?.data).toHaveLength(30);
    const times = price?.data.map((point) => point.time) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(price?.data.at(-1)?.value).toBe(0.5);
    expect(added?.data.at(-1)?.value).toBe(1000);
    expect(lastChart()?.options).toMatchObject({ handleScroll: { vertTouchDrag: false } });
  });

  it('switches to 7 days and to all', async () => {
    await signInDemo();
    const fake = serveWallet();
    const user = setupUser();
    renderRoute('/pages/wallet/chart');
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(30));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(7));
    expect(fake.calls.zengFaList.at(-1)).toMatchObject({ pageSize: '7' });
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(180));
    expect(fake.calls.zengFaList.at(-1)).toMatchObject({ pageSize: '400' });
    expect(charts.removed).toBeGreaterThanOrEqual(2);
  });

  it('lists the user\u2019s own issuance', async () => {
    await signInDemo();
    serveWallet();
    renderRoute('/pages/wallet/chart');
    const mine = within(await screen.findByRole('region', { name: 'My issuance' }));
    expect(await mine.findByText('Stake reward 1')).toBeInTheDocument();
    expect(mine.getByText('+10.00 QC')).toBeInTheDocument();
  });

  it('a guest sees the figures but no share of their own', async () => {
    useSession.getState().logout();
    serveWallet();
    renderRoute('/pages/wallet/chart');
    await screen.findByText('Issued today');
    expect(screen.queryByText('Mine today')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My issuance' })).not.toBeInTheDocument();
  });

  it('says when the days cannot be read, and retries', async () => {
    await signInDemo();
    const fake = serveWallet();
    fake.failOnce(W.zengFaList, 'the chart is resting');
    const user = setupUser();
    renderRoute('/pages/wallet/chart');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the chart is resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
  });
});
