import { screen, waitFor, within } from '@testing-library/react';
import {
  bindDevice,
  getDeviceIncomeList,
  getDeviceList,
  getEarningsCount,
  getEarningsList,
} from '../../src/api/devices/device';
import { formatAmount } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { charts, lastChart, resetCharts } from './chartRecorder';
import { D, deviceBySn, factOf, FREE_SN, HOUR_MS, SEEDED_DEVICES, timeText } from './deviceFixtures';
import { recordQueries, signInDemo } from './myMoneyFixtures';
import { qc } from './stakeFixtures';
import { failOnce, freezeWalletClock, signInWalletUser } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();
beforeEach(resetCharts);

const PATH = '/pages/device/income';
const { livingRoom, office } = SEEDED_DEVICES;

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('device earnings', () => {
  it('today, yesterday and in all', async () => {
    await signInDemo();
    const counts = await getEarningsCount();
    renderRoute(PATH);
    const totals = await region('Device earnings');
    expect(await totals.findByTestId('earnings-total')).toHaveTextContent(qc(counts.total));
    expect(factOf(totals, 'Today')).toHaveTextContent(qc(counts.today));
    expect(factOf(totals, 'Yesterday')).toHaveTextContent(qc(counts.yesterday));
    expect(counts.yesterday).toBeGreaterThan(0);
  });

  it('a bar a day, 30 days first, 7 days on asking', async () => {
    await signInDemo();
    const month = await getEarningsList({ pageIndex: 1, pageSize: 30 });
    const asked = recordQueries(D.shoyiList);
    const user = setupUser();
    renderRoute(PATH);
    const chart = await region('Earnings by day');
    expect(await chart.findByRole('figure', { name: 'Earnings by day' })).toBeInTheDocument();
    await waitFor(() => expect(lastChart()?.series[0]?.data).toHaveLength(month.list.length));
    const bars = lastChart()?.series[0];
    expect(bars?.kind).toBe('Histogram');
    const newest = month.list[0];
    expect(bars?.data.at(-1)).toEqual({
      time: Math.floor((newest?.date ?? 0) / 1000),
      value: newest?.amount,
    });
    expect(asked[0]?.get('pageSize')).toBe('30');

    await user.click(chart.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(asked.at(-1)?.get('pageSize')).toBe('7'));
    await waitFor(() => expect(lastChart()?.series[0]?.data.length).toBe(Math.min(7, month.list.length)));
    expect(charts.created.length).toBeGreaterThan(1);
  });

  it("each device's total; tapping one lists its income alone", async () => {
    await signInDemo();
    const { list } = await getDeviceList({ pageIndex: 1, pageSize: 20 });
    const officeId = deviceBySn(office.sn).id;
    const officeRows = await getDeviceIncomeList({ pageIndex: 1, pageSize: 20, device_id: officeId });
    const asked = recordQueries(D.incomeList);
    const user = setupUser();
    const { router } = renderRoute(PATH);
    const byDevice = await region('By device');
    const filter = within(await byDevice.findByRole('group', { name: 'Show the income of' }));
    for (const device of list) {
      const amount = formatAmount(device.total_income, 'en').replace('.', '\\.');
      expect(
        filter.getByRole('button', { name: new RegExp(`^${device.name}\\s${amount}\\sQC$`) }),
      ).toBeInTheDocument();
    }
    expect(filter.getByRole('button', { name: 'All devices' })).toHaveAttribute('aria-pressed', 'true');

    const rows = await region('Income records');
    const all = await rows.findAllByTestId('income-row');
    expect(all.some((row) => row.textContent?.includes(livingRoom.name))).toBe(true);

    await user.click(filter.getByRole('button', { name: new RegExp(`^${office.name} `) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?device=${officeId}`));
    await waitFor(() => expect(asked.at(-1)?.get('device_id')).toBe(String(officeId)));
    const mine = await rows.findAllByTestId('income-row');
    await waitFor(() => expect(rows.getAllByTestId('income-row')[0]).toHaveTextContent('Hourly income'));
    expect(mine.length).toBeGreaterThan(0);
    const [first] = officeRows.list;
    expect(rows.getAllByTestId('income-row')[0]).toHaveTextContent(timeText(first?.create_time ?? 0));

    await user.click(filter.getByRole('button', { name: 'All devices' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('every income row, 20 a page as it scrolls, each with its device', async () => {
    scrollListsToEnd();
    // A device bound now that never goes offline earns a row at each whole hour: 25 of them in 25 hours.
    await signInWalletUser('oliver');
    const device = await bindDevice({ sn: FREE_SN, name: 'Garage' });
    clock.advance(25 * HOUR_MS);
    const asked = recordQueries(D.incomeList);
    renderRoute(PATH);
    const rows = await region('Income records');
    await waitFor(() => expect(rows.getAllByTestId('income-row')).toHaveLength(25));
    expect(await rows.findByText('No more')).toBeInTheDocument();
    expect(asked.map((query) => [query.get('pageIndex'), query.get('pageSize')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
    for (const row of rows.getAllByTestId('income-row')) expect(row).toHaveTextContent(`Garage${device.sn}`);
  });

  it('no devices and no earnings yet: each part says so', async () => {
    await signInWalletUser('oliver');
    renderRoute(PATH);
    expect(await (await region('Earnings by day')).findByText('No earnings yet')).toBeInTheDocument();
    expect(await (await region('By device')).findByText('No devices bound')).toBeInTheDocument();
    expect(await (await region('Income records')).findByText('No income yet')).toBeInTheDocument();
    expect(await (await region('Device earnings')).findByTestId('earnings-total')).toHaveTextContent(qc(0));
  });

  it('parts that cannot be read say so and retry', async () => {
    await signInDemo();
    failOnce(D.shoyiCt, 'totals are resting');
    failOnce(D.shoyiList, 'days are resting');
    const user = setupUser();
    renderRoute(PATH);
    for (const [name, message] of [
      ['Device earnings', 'totals are resting'],
      ['Earnings by day', 'days are resting'],
    ] as const) {
      const part = await region(name);
      const error = await part.findByTestId('error-state');
      expect(error).toHaveTextContent(message);
      await user.click(within(error).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(part.queryByTestId('error-state')).not.toBeInTheDocument());
    }
    expect(await screen.findByTestId('earnings-total')).toBeInTheDocument();
  });
});
