import { screen, waitFor, within } from '@testing-library/react';
import { getDeviceCount, getDeviceList } from '../../src/api/devices/device';
import { renderRoute, setupUser } from '../render';
import { D, deviceList, deviceRow, HOUR_MS, SEEDED_DEVICES, timeText } from './deviceFixtures';
import { recordQueries, signInDemo } from './myMoneyFixtures';
import { qc } from './stakeFixtures';
import { failOnce, freezeWalletClock, signInWalletUser, WALLET_NOW } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();

const PATH = '/pages/device/index';
const { livingRoom, office } = SEEDED_DEVICES;

describe('devices home', () => {
  it('the figures, and each device with its state (offline since when) and income', async () => {
    await signInDemo();
    const count = await getDeviceCount();
    const { list } = await getDeviceList({ pageIndex: 1, pageSize: 20 });
    renderRoute(PATH);
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);

    const summary = within(await screen.findByTestId('device-summary'));
    expect(summary.getByText('Devices').nextElementSibling).toHaveTextContent('2');
    expect(summary.getByText('Online').nextElementSibling).toHaveTextContent('1');
    expect(summary.getByText('Total earned').nextElementSibling).toHaveTextContent(qc(count.total_income));
    expect(screen.getByTestId('device-today')).toHaveTextContent(qc(count.today_income));

    const living = await deviceRow(livingRoom.name);
    expect(living.getByText('Online')).toBeInTheDocument();
    expect(living.getByText(livingRoom.sn)).toBeInTheDocument();
    expect(living.queryByTestId('offline-since')).not.toBeInTheDocument();
    const away = await deviceRow(office.name);
    expect(away.getByText('Offline')).toBeInTheDocument();
    expect(away.getByText('QC Node Mini')).toBeInTheDocument();
    expect(away.getByTestId('offline-since')).toHaveTextContent(
      `Offline since ${timeText(WALLET_NOW - 3 * HOUR_MS)}`,
    );
    const officeRow = list.find((device) => device.sn === office.sn);
    expect(away.getByText('Total').nextElementSibling).toHaveTextContent(qc(officeRow?.total_income ?? NaN));
    expect(officeRow?.total_income).toBeGreaterThan(0);
  });

  it('a device opens its details', async () => {
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute(PATH);
    const rows = await (await deviceList()).findAllByTestId('device-row');
    const office = rows.find((row) => row.textContent?.includes(SEEDED_DEVICES.office.name));
    if (!office) throw new Error('no Office row');
    await user.click(office);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/device/details'));
    expect(router.state.location.search).toMatch(/^\?id=\d+$/);
    expect(await screen.findByTestId('device-name')).toHaveTextContent(SEEDED_DEVICES.office.name);
  });

  it('asks 20 a page', async () => {
    await signInDemo();
    const asked = recordQueries(D.list);
    renderRoute(PATH);
    await deviceRow(SEEDED_DEVICES.office.name);
    expect(asked[0]?.get('pageIndex')).toBe('1');
    expect(asked[0]?.get('pageSize')).toBe('20');
  });

  it('leads to binding, the earnings and the device system', async () => {
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute(PATH);
    const doors = within(await screen.findByRole('navigation', { name: 'Device sections' }));
    for (const [name, path] of [
      ['Bind device', '/pages/device/bind'],
      ['Earnings', '/pages/device/income'],
      ['System & ranking', '/pages/device/sys'],
    ] as const) {
      expect(doors.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await user.click(doors.getByRole('link', { name: 'Bind device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/device/bind'));
  });

  it('no devices yet: says so and offers to bind one', async () => {
    await signInWalletUser('oliver');
    const user = setupUser();
    const { router } = renderRoute(PATH);
    const empty = within(await screen.findByTestId('no-devices'));
    expect(empty.getByText('No devices yet')).toBeInTheDocument();
    const summary = within(await screen.findByTestId('device-summary'));
    expect(summary.getByText('Devices').nextElementSibling).toHaveTextContent('0');
    await user.click(empty.getByRole('button', { name: 'Bind a device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/device/bind'));
  });

  it('a list that cannot be read says so and retries', async () => {
    await signInDemo();
    failOnce(D.list, 'devices are resting');
    const user = setupUser();
    renderRoute(PATH);
    const list = await deviceList();
    const error = await list.findByTestId('error-state');
    expect(error).toHaveTextContent('devices are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await list.findAllByTestId('device-row')).toHaveLength(2);
  });

  it('figures that cannot be read say so and retry, the list still shows', async () => {
    await signInDemo();
    failOnce(D.indexCt, 'figures are resting');
    const user = setupUser();
    renderRoute(PATH);
    const card = within(await screen.findByRole('region', { name: 'My devices at a glance' }));
    const error = await card.findByTestId('error-state');
    expect(error).toHaveTextContent('figures are resting');
    expect(await (await deviceList()).findAllByTestId('device-row')).toHaveLength(2);
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await card.findByTestId('device-summary')).toBeInTheDocument();
  });
});
