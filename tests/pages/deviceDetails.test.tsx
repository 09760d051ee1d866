import { screen, waitFor, within } from '@testing-library/react';
import { bindDevice, getDeviceIncomeList, getDeviceInfo } from '../../src/api/devices/device';
import { clock } from '../../src/mocks/clock';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import {
  D,
  deviceBySn,
  deviceList,
  factOf,
  FREE_SN,
  HOUR_MS,
  myDevices,
  SEEDED_DEVICES,
  timeText,
} from './deviceFixtures';
import { inDialog, recordBodies, recordQueries, signInDemo } from './myMoneyFixtures';
import { qc } from './stakeFixtures';
import { failOnce, freezeWalletClock, WALLET_NOW } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();

const { livingRoom, office } = SEEDED_DEVICES;

async function openDetails(sn: string) {
  await signInDemo();
  const id = deviceBySn(sn).id;
  const user = setupUser();
  const view = renderRoute(`/pages/device/details?id=${id}`);
  const card = within(await screen.findByRole('region', { name: 'Device' }));
  return { id, user, card, ...view };
}

describe('device details', () => {
  it('what it is, its state since when, what it earns, its state history and its income', async () => {
    await signInDemo();
    const id = deviceBySn(office.sn).id;
    const info = await getDeviceInfo(id);
    const income = await getDeviceIncomeList({ pageIndex: 1, pageSize: 20, device_id: id });
    const asked = recordQueries(D.incomeList);
    renderRoute(`/pages/device/details?id=${id}`);
    const card = within(await screen.findByRole('region', { name: 'Device' }));

    expect(card.getByTestId('device-name')).toHaveTextContent(office.name);
    expect(card.getByTestId('device-state')).toHaveTextContent(
      `Offline since ${timeText(WALLET_NOW - 3 * HOUR_MS)} · 3 h 0 min`,
    );
    expect(factOf(card, 'Model')).toHaveTextContent('QC Node Mini');
    expect(factOf(card, 'SN')).toHaveTextContent(office.sn);
    expect(factOf(card, 'Firmware')).toHaveTextContent(info.firmware);
    expect(factOf(card, 'Earns online')).toHaveTextContent(`${qc(0.1)}/h`);
    expect(factOf(card, 'Bound on')).toHaveTextContent(timeText(info.bind_time));
    expect(factOf(card, 'Today')).toHaveTextContent(qc(info.today_income));
    expect(factOf(card, 'Total')).toHaveTextContent(qc(info.total_income));

    const history = within(screen.getByRole('region', { name: 'State history (7 days)' }));
    const events = history.getAllByTestId('device-event');
    expect(events).toHaveLength(info.events.length);
    const [latest] = info.events;
    if (!latest) throw new Error('Office has no state change');
    expect(events[0]).toHaveTextContent(`Went offline${timeText(latest.time)}`);

    const rows = within(screen.getByRole('region', { name: 'Income of this device' }));
    const shown = await rows.findAllByTestId('income-row');
    expect(shown).toHaveLength(Math.min(20, income.total));
    const [first] = income.list;
    expect(shown[0]).toHaveTextContent(`Hourly income${timeText(first?.create_time ?? 0)}`);
    expect(shown[0]).toHaveTextContent(`+${qc(first?.amount ?? 0)}`);
    expect(asked[0]?.get('device_id')).toBe(String(id));
  });

  it('its income, 20 a page as it scrolls', async () => {
    scrollListsToEnd();
    // A device bound now that never goes offline earns a row at each whole hour: 25 of them in 25 hours.
    await signInDemo();
    const device = await bindDevice({ sn: FREE_SN });
    clock.advance(25 * HOUR_MS);
    const asked = recordQueries(D.incomeList);
    renderRoute(`/pages/device/details?id=${device.id}`);
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    const rows = within(await screen.findByRole('region', { name: 'Income of this device' }));
    await waitFor(() => expect(rows.getAllByTestId('income-row')).toHaveLength(25));
    expect(await rows.findByText('No more')).toBeInTheDocument();
    expect(asked.map((query) => [query.get('pageIndex'), query.get('device_id')])).toEqual([
      ['1', String(device.id)],
      ['2', String(device.id)],
    ]);
    // 0.25 QC an hour (a Pro) or its model's rate: every row is one whole hour online.
    const info = await getDeviceInfo(device.id);
    expect(rows.getAllByTestId('income-row')[0]).toHaveTextContent(`+${qc(info.hourly_rate)}`);
  });

  it('an online device: online since its last change', async () => {
    await signInDemo();
    const info = await getDeviceInfo(deviceBySn(livingRoom.sn).id);
    const { card } = await openDetails(livingRoom.sn);
    // Its nightly outage: it came back online last within the 7 days told.
    const back = info.events.find((event) => event.online);
    if (!back) throw new Error('Living room has not come online within 7 days');
    expect(card.getByTestId('device-state')).toHaveTextContent(`Online since ${timeText(back.time)}`);
  });

  it('a long state history shows its newest six changes, then all of them on asking', async () => {
    await signInDemo();
    const info = await getDeviceInfo(deviceBySn(livingRoom.sn).id);
    const { user } = await openDetails(livingRoom.sn);
    const history = within(screen.getByRole('region', { name: 'State history (7 days)' }));
    expect(info.events.length).toBeGreaterThan(6);
    expect(history.getAllByTestId('device-event')).toHaveLength(6);
    await user.click(history.getByRole('button', { name: `Show all ${info.events.length}` }));
    expect(history.getAllByTestId('device-event')).toHaveLength(info.events.length);
    await user.click(history.getByRole('button', { name: 'Show fewer' }));
    expect(history.getAllByTestId('device-event')).toHaveLength(6);
  });

  it('copies its SN', async () => {
    const { user, card } = await openDetails(office.sn);
    // (after the user is set up: it stands a clipboard of its own in)
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(card.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(office.sn);
  });

  it('renames it under the name rule: 1 to 20 characters, checked before sending', async () => {
    const { user, card } = await openDetails(office.sn);
    const sent = recordBodies(D.setName);
    await user.click(card.getByRole('button', { name: 'Rename' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Rename the device' }));
    const field = sheet.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue(office.name);
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(await sheet.findByRole('alert')).toHaveTextContent('Enter a name of 1 to 20 characters');
    await user.clear(field);
    await user.type(field, 'Ж'.repeat(21));
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    expect(await sheet.findByRole('alert')).toHaveTextContent('Enter a name of 1 to 20 characters');
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, ' Study ');
    await user.click(sheet.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card.getByTestId('device-name')).toHaveTextContent('Study'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rename the device' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([{ id: deviceBySn(office.sn).id, name: 'Study' }]);
    expect(deviceBySn(office.sn).name?.ja_jp).toBe('Study');
  });

  it('unbinds it after a question that says its income stays; back on the list it is gone', async () => {
    const { id, user, router } = await openDetails(office.sn);
    const sent = recordBodies(D.unbind);
    const unbind = () => user.click(screen.getByRole('button', { name: 'Unbind device' }));

    await unbind();
    let question = await inDialog('Unbind this device?');
    expect(
      question.getByText(
        `${office.name} (${office.sn}) leaves your account and stops earning for you. Its income history stays in your earnings.`,
      ),
    ).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Unbind this device?')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(deviceBySn(office.sn).ownerUid).not.toBeNull();

    await unbind();
    question = await inDialog('Unbind this device?');
    await user.click(question.getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/device/index'));
    expect(sent).toEqual([{ id }]);
    expect(deviceBySn(office.sn).ownerUid).toBeNull();
    expect(myDevices().map((device) => device.sn)).toEqual([livingRoom.sn]);
    const rows = await (await deviceList()).findAllByTestId('device-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(livingRoom.name);
    // Its income rows stay the user's.
    expect((await getDeviceIncomeList({ pageIndex: 1, pageSize: 20, device_id: id })).total).toBeGreaterThan(
      0,
    );
  });

  it('another user’s device is not found', async () => {
    await signInDemo();
    const theirs = deviceBySn(SEEDED_DEVICES.others[0]).id;
    renderRoute(`/pages/device/details?id=${theirs}`);
    const missing = within(await screen.findByTestId('not-found'));
    expect(missing.getByText('Device not found')).toBeInTheDocument();
    expect(missing.getByRole('link', { name: 'My devices' })).toHaveAttribute('href', '/pages/device/index');
  });

  it('a link without a usable id is not found, and asks nothing', async () => {
    await signInDemo();
    const asked = recordQueries(D.devInfo);
    renderRoute('/pages/device/details?id=abc');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('a guest is asked to sign in, which comes back here, and nothing is asked of the server', async () => {
    const asked = recordQueries(D.devInfo);
    const user = setupUser();
    const { router } = renderRoute('/pages/device/details?id=1');
    const state = within(await screen.findByTestId('sign-in-state'));
    await user.click(state.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(router.state.location.search).toBe(`?route=${encodeURIComponent('/pages/device/details?id=1')}`);
    expect(asked).toEqual([]);
  });

  it('a device that cannot be read says so and retries', async () => {
    await signInDemo();
    failOnce(D.devInfo, 'devices are resting');
    const user = setupUser();
    renderRoute(`/pages/device/details?id=${deviceBySn(office.sn).id}`);
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('devices are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('device-name')).toHaveTextContent(office.name);
  });
});
