import type { Device, DeviceCount } from '../../src/api/devices/device';
import { clock } from '../../src/mocks/clock';
import { db, detached } from '../../src/mocks/db';
import { DEVICE_LIMIT } from '../../src/mocks/handlers/device/db/devices';
import { HOUR } from '../../src/mocks/db/seedClock';
import { lastLine } from './myHelpers';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { expectRefused } from './walletHelpers';
import { bind, D, deviceBySn, devInfo, incomeOf, listOf, SEEDED_DEVICES } from './deviceHelpers';

withFrozenClock();

const { livingRoom, office, alwaysOn, others } = SEEDED_DEVICES;
const [freePro = ''] = alwaysOn;
const [wangsMax = ''] = others;

describe('fake backend: the demo’s devices', () => {
  it('list: newest bound first; Living room online, Office offline since 3 hours before seeding', async () => {
    const token = await signInDemo();
    const { list, total } = await listOf(token);
    expect(total).toBe(2);
    expect(list.map((d) => [d.name, d.sn, d.model, d.online, d.offline_time])).toEqual([
      ['Office', office.sn, 'QC Node Mini', false, T0 - 3 * HOUR],
      ['Living room', livingRoom.sn, 'QC Node Pro', true, null],
    ]);
    const rows = db().deviceIncome.filter((r) => r.uid === userAt(USERS.demo).uid);
    const [living] = list.slice(1);
    expect(living?.total_income).toBeCloseTo(
      rows.filter((r) => r.sn === livingRoom.sn).reduce((t, r) => t + r.amount, 0),
      2,
    );
    const count = (await send<DeviceCount>(D.indexCt, token)).data;
    // Eight bound devices; Office and 이서연's Mini are in an outage.
    expect(count).toMatchObject({ total: 2, online: 1, network_total: 8, network_online: 6 });
    expect(count.total_income).toBeGreaterThan(60);
  });

  it('Office comes back 2 hours after seeding; devInfo tells its state changes, newest first', async () => {
    const token = await signInDemo();
    expect(await devInfo(token, office.sn)).toMatchObject({
      online: false,
      firmware: '1.4.2',
      hourly_rate: 0.1,
      events: [{ online: false, time: T0 - 3 * HOUR }],
      server_time: T0,
    });
    clock.setNow(T0 + 2 * HOUR);
    const back = await devInfo(token, office.sn);
    expect(back).toMatchObject({ online: true, offline_time: null });
    expect(back.events.slice(0, 2)).toEqual([
      { online: true, time: T0 + 2 * HOUR },
      { online: false, time: T0 - 3 * HOUR },
    ]);
    // Living room: a 15-minute outage a day, so 7 of them in a week, and never more than 20 changes.
    const living = await devInfo(token, livingRoom.sn);
    expect(living.events.filter((e) => !e.online)).toHaveLength(7);
    expect(living.events.length).toBeLessThanOrEqual(20);
  });
});

describe('fake backend: binding', () => {
  it('refuses a malformed, unknown, someone else’s or own SN and a bad name, changing nothing', async () => {
    const token = await signInDemo();
    for (const sn of ['', 'QC123', 'XX7F3K9M2A1B', 'QC7F3K9M2A1B0', 'QC7F3K9M2A1_'])
      await expectRefused(bind(token, sn), 'Invalid serial number');
    await expectRefused(bind(token, 'QC0000000000'), 'Device not found', 404);
    await expectRefused(bind(token, wangsMax), 'This device is bound to another account');
    await expectRefused(bind(token, livingRoom.sn), 'You have already bound this device');
    for (const name of ['   ', 'x'.repeat(21)])
      await expectRefused(bind(token, freePro, name), 'Enter a device name of 1 to 20 characters');
  });

  it('binds what was typed, trimmed, without spaces or dashes, any case; named after its model; online', async () => {
    const token = await signInDemo();
    const typed = ` ${freePro.slice(0, 6).toLowerCase()}-${freePro.slice(6, 9)} ${freePro.slice(9)} `;
    const reply = await bind(token, typed);
    expect(reply).toMatchObject({ code: 200, msg: 'Device bound' });
    expect(reply.data).toEqual<Device>({
      id: deviceBySn(freePro).id,
      sn: freePro,
      name: `QC Node Pro ${freePro.slice(-4)}`,
      model: 'QC Node Pro',
      online: true,
      offline_time: null,
      bind_time: T0,
      today_income: 0,
      total_income: 0,
    });
    expect((await listOf(token)).list[0]?.sn).toBe(freePro);
    // Now someone else's: another user is told so.
    const oliver = await signInAt(USERS.oliver);
    await expectRefused(bind(oliver, freePro), 'This device is bound to another account');
  });

  it('binds at most 20 a user', async () => {
    const token = await signInDemo();
    const demo = userAt(USERS.demo).uid;
    const pool = db().devices.filter((d) => d.ownerUid === null);
    for (let i = 2; i < DEVICE_LIMIT; i += 1)
      db().devices.push({
        ...detached(deviceBySn(livingRoom.sn)),
        id: 1_000 + i,
        sn: `QCTEST${i}`.padEnd(12, '0'),
      });
    expect(db().devices.filter((d) => d.ownerUid === demo)).toHaveLength(DEVICE_LIMIT);
    await expectRefused(bind(token, pool[0]?.sn ?? ''), 'You can bind at most 20 devices');
  });
});

describe('fake backend: renaming and unbinding', () => {
  it('setName: the user’s own device, 1–20 characters; the income rows carry the new name', async () => {
    const token = await signInDemo();
    const id = deviceBySn(livingRoom.sn).id;
    await expectRefused(
      send(D.setName, token, { id, name: '' }),
      'Enter a device name of 1 to 20 characters',
    );
    const wangs = deviceBySn(wangsMax).id;
    await expectRefused(send(D.setName, token, { id: wangs, name: 'Mine' }), 'Device not found', 404);
    const reply = await send<Device>(D.setName, token, { id, name: '  Bedroom  ' });
    expect(reply).toMatchObject({ code: 200, msg: 'Device renamed', data: { id, name: 'Bedroom' } });
    expect(new Set((await incomeOf(token, livingRoom.sn)).list.map((r) => r.name))).toEqual(
      new Set(['Bedroom']),
    );
  });

  it('unbind frees it for anyone; the user keeps its income rows, the new owner starts afresh', async () => {
    const token = await signInDemo();
    const before = await incomeOf(token, livingRoom.sn);
    expect(before.total).toBeGreaterThan(200);
    const id = deviceBySn(livingRoom.sn).id;
    await expectRefused(send(D.unbind, await signInAt(USERS.oliver), { id }), 'Device not found', 404);
    expect(await send(D.unbind, token, { id })).toMatchObject({
      code: 200,
      msg: 'Device unbound',
      data: null,
    });
    expect((await listOf(token)).list.map((d) => d.name)).toEqual(['Office']);
    await expectRefused(send(D.devInfo, token, { id }), 'Device not found', 404);
    expect(await incomeOf(token, livingRoom.sn)).toEqual(before);
    const oliver = await signInAt(USERS.oliver);
    const theirs = await bind(oliver, livingRoom.sn, 'Garage');
    expect(theirs.data).toMatchObject({ name: 'Garage', online: true, bind_time: T0, total_income: 0 });
    clock.setNow(T0 + HOUR);
    expect((await incomeOf(oliver, livingRoom.sn)).list).toEqual([
      expect.objectContaining({ name: 'Garage', amount: 0.25, create_time: T0 + HOUR }),
    ]);
    expect((await incomeOf(token, livingRoom.sn)).list[0]?.name).toBe('Living room');
    // Oliver's rows of the day (18:00–23:00) are paid to Oliver when it ends (T0 is 17:00 server time).
    clock.setNow(T0 + 7 * HOUR);
    await listOf(oliver);
    expect(lastLine(userAt(USERS.oliver), 'QC')).toMatchObject({ amount: 1.5, createTime: T0 + 7 * HOUR });
  });
});
