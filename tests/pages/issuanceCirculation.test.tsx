import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getCirculationList, getStakeCounts, type CirculationDay } from '../../src/api/stakes/stakes';
import { getIssuanceInfo } from '../../src/api/wallet/wallet';
import { formatServerDay } from '../../src/lib/format';
import { formatAmount, formatSigned } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { callHandlers } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { charts, lastChart, resetCharts } from './chartRecorder';
import { recordQueries } from './myMoneyFixtures';
import { freezeWalletClock, signInWalletUser } from './walletBackend';

/* Against the fake backend: Wallet/zengfaInfo, Stakes/getLiutongList and Stakes/indexCt (docs/api.md §15, §16). */
const S = endpoints.Stakes;
const qc = (value: number) => `${formatAmount(value, 'en')} QC`;

freezeWalletClock();

let rows: CirculationDay[] = [];
let liutong: URLSearchParams[] = [];

beforeEach(async () => {
  resetCharts();
  // every day the fake backend holds, newest first, as the server answers them now
  rows = (await getCirculationList({ pageIndex: 1, pageSize: 400 })).list;
  liutong = recordQueries(S.getLiutongList);
});

describe('Circulation today', () => {
  it('shows today\u2019s circulation and what is staked, and charts both over 30 days, oldest first', async () => {
    await signInWalletUser('oliver');
    const facts = await getIssuanceInfo();
    const counts = await getStakeCounts();
    // Oliver's running stake at least
    expect(counts.total_staked).toBeGreaterThan(0);
    renderRoute('/pages/wallet/todayCirc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Circulation today' })).toBeInTheDocument();
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    const fact = (label: string) => today.getByText(label).nextSibling;
    await waitFor(() => expect(fact('Circulating')).toHaveTextContent(qc(facts.circulating)));
    expect(fact('Added today')).toHaveTextContent(`${formatSigned(facts.today_circulating, 'en')} QC`);
    await waitFor(() => expect(fact('Staked now')).toHaveTextContent(qc(counts.total_staked)));

    await waitFor(() => expect(lastChart()?.series).toHaveLength(2));
    expect(liutong.some((query) => query.get('pageIndex') === '1' && query.get('pageSize') === '30')).toBe(
      true,
    );
    const [circulating, staked] = lastChart()?.series ?? [];
    expect(circulating?.kind).toBe('Line');
    expect(staked?.kind).toBe('Histogram');
    expect(circulating?.data).toHaveLength(30);
    const times = circulating?.data.map((point) => point.time) ?? [];
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(circulating?.data.at(-1)).toEqual({ time: rows[0]!.date / 1000, value: rows[0]!.circulating });
    expect(circulating?.data[0]?.value).toBe(rows[29]!.circulating);
    expect(staked?.data.at(-1)?.value).toBe(rows[0]!.staked);
    const chart = screen.getByRole('region', { name: 'Circulating and staked' });
    expect(within(chart).getByText('Staked')).toBeInTheDocument();
  });

  it('switches the chart to 7 days and to all', async () => {
    const user = setupUser();
    renderRoute('/pages/wallet/todayCirc');
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(30));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(7));
    expect(liutong.at(-1)?.get('pageSize')).toBe('7');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(rows.length));
    expect(liutong.at(-1)?.get('pageSize')).toBe('400');
  });

  it('a guest sees what was staked at the newest day\u2019s end, without asking for the signed-in counts', async () => {
    useSession.getState().logout();
    const counts = recordQueries(S.indexCt);
    expect(rows[0]?.staked).toBeGreaterThan(0);
    renderRoute('/pages/wallet/todayCirc');
    const today = within(await screen.findByRole('region', { name: 'Today' }));
    await waitFor(() => expect(today.getByText('Staked').nextSibling).toHaveTextContent(qc(rows[0]!.staked)));
    expect(today.queryByText('Staked now')).toBeNull();
    expect(counts).toHaveLength(0);
  });

  it('lists the days newest first, 20 a page, and reads more as the list scrolls', async () => {
    scrollListsToEnd();
    renderRoute('/pages/wallet/todayCirc');
    const history = await screen.findByRole('region', { name: 'By day' });
    const days = () => history.querySelectorAll('.issuance-day');
    await waitFor(() => expect(days().length).toBeGreaterThanOrEqual(60));
    const first = within(days()[0] as HTMLElement);
    expect(first.getByText(formatServerDay(rows[0]!.date, 'en'))).toBeInTheDocument();
    expect(first.getByText('Circulating').nextSibling).toHaveTextContent(qc(rows[0]!.circulating));
    expect(first.getByText('Staked').nextSibling).toHaveTextContent(qc(rows[0]!.staked));
    expect(days()[59]).toHaveTextContent(formatServerDay(rows[59]!.date, 'en'));
    const paged = liutong.filter((query) => query.get('pageSize') === '20').map((q) => q.get('pageIndex'));
    expect(paged.slice(0, 3)).toEqual(['1', '2', '3']);
  });

  it('shows loading, says when the days cannot be read, and retries', async () => {
    let broken = true;
    server.use(
      http.get(`*${S.getLiutongList.path}`, ({ request }) =>
        broken
          ? HttpResponse.json({ code: 500, msg: 'circulation is resting', data: null })
          : getResponse(callHandlers(), request),
      ),
    );
    const user = setupUser();
    renderRoute('/pages/wallet/todayCirc');
    expect((await screen.findAllByRole('status', { name: 'Loading' })).length).toBeGreaterThan(0);
    const history = await screen.findByRole('region', { name: 'By day' });
    const error = await within(history).findByTestId('error-state');
    expect(error).toHaveTextContent('circulation is resting');
    broken = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(history.querySelectorAll('.issuance-day')).toHaveLength(20));
    const chart = screen.getByRole('region', { name: 'Circulating and staked' });
    await user.click(within(chart).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(30));
  });

  it('says when there are no days yet', async () => {
    // a server that has not issued its first day
    db().issuanceDays.length = 0;
    renderRoute('/pages/wallet/todayCirc');
    const history = await screen.findByRole('region', { name: 'By day' });
    expect(await within(history).findByText('No data yet')).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Circulating and staked' });
    expect(await within(chart).findByText('No data yet')).toBeInTheDocument();
    expect(charts.created).toHaveLength(0);
  });
});
