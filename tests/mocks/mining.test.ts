import * as endpoints from '../../src/api/endpoints';
import type {
  LocationCheck,
  MiningBeat,
  MiningGroup,
  MiningIncome,
  MiningMember,
  MiningPage,
  MiningRankCount,
  MiningSession,
  NodeLocation,
} from '../../src/api/mining/mining';
import type { IncomeCounts, RankRowV2 } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import { maskName } from '../../src/lib/format';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { devicesOf } from '../../src/mocks/handlers/device/db/devices';
import { distanceM, speedOf, weightOf } from '../../src/mocks/handlers/mining/db/mining';
import { SEEDED_MINING } from '../../src/mocks/handlers/mining/db/seedMining';
import { lastLine } from './myHelpers';
import { send, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { expectRefused } from './walletHelpers';

withFrozenClock();

const M = endpoints.Mining;
const page = { pageIndex: 1, pageSize: 20 };
const demoQc = () => userAt(USERS.demo).qcBalance;
/** `metres` north of a point. */
const north = (place: { lat: number; lng: number }, metres: number) => ({
  lat: place.lat + metres / 111_195,
  lng: place.lng,
});

describe('fake backend: mining sessions', () => {
  it('pageData idle → start: a 24-hour session at 0.5 QC an hour without a group; refusals change nothing', async () => {
    const token = await signInDemo();
    const idle = (await send<MiningPage>(M.pageData, token)).data;
    expect(idle).toMatchObject({
      status: 0,
      started_at: null,
      base_speed: 0.5,
      weight: 1,
      speed: 0.5,
      session_income: 0,
      signed_today: false,
      group_id: null,
      last_heartbeat: null,
      server_time: T0,
    });
    await expectRefused(send(M.heartbeat, token), 'Mining is not running');
    const started = await send<MiningSession>(M.start, token);
    expect(started).toMatchObject({ code: 200, msg: 'Mining started' });
    expect(started.data).toEqual({ started_at: T0, ends_at: T0 + DAY_MS, speed: 0.5 });
    await expectRefused(send(M.start, token), 'Mining is already running');
    const running = (await send<MiningPage>(M.pageData, token)).data;
    expect(running).toMatchObject({ status: 1, started_at: T0, ends_at: T0 + DAY_MS, last_heartbeat: T0 });
  });

  it('start is refused when mining_type is not node mining', async () => {
    const token = await signInDemo();
    db().config.public.mining_type = 0;
    await expectRefused(send(M.start, token), 'Mining is not open');
  });

  it('heartbeat credits speed × the time since the previous beat, at most 90 s', async () => {
    const token = await signInDemo();
    await send(M.start, token);
    clock.setNow(T0 + 60_000);
    const first = (await send<MiningBeat>(M.heartbeat, token)).data;
    // 0.5 QC an hour for 60 s
    expect(first).toEqual({ session_income: 0.0083, weight: 1, online_members: 0, speed: 0.5 });
    // A 10-minute gap (the page hidden) earns 90 s only.
    clock.setNow(T0 + 60_000 + 600_000);
    const second = (await send<MiningBeat>(M.heartbeat, token)).data;
    expect(second?.session_income).toBe(0.0083 + 0.0125);
    // Two beats at once credit nothing more.
    const third = (await send<MiningBeat>(M.heartbeat, token)).data;
    expect(third?.session_income).toBe(second?.session_income);
  });

  it('the weight is 1.05 to the power of the other members online, as the rivals’ schedule goes', async () => {
    const token = await signInDemo();
    await send(M.joinGroup, token, { code: 'PIONEER' });
    await send(M.start, token);
    // At T0 (the hour's minute 0) four of the five seeded Pioneers are online.
    clock.setNow(T0 + 30_000);
    const beat = (await send<MiningBeat>(M.heartbeat, token)).data;
    expect(beat).toMatchObject({ online_members: 4, weight: 1.2155, speed: speedOf(1.2155) });
    expect(weightOf(4)).toBe(1.2155);
    const credited = (0.5 * 1.2155 * 30) / 3600;
    expect(beat?.session_income).toBe(Math.floor(credited * 10_000) / 10_000);
    // 16 minutes later, three (one went offline at minute 10, whose last beat is older than 90 s by now).
    clock.setNow(T0 + 16 * 60_000);
    expect((await send<MiningBeat>(M.heartbeat, token)).data).toMatchObject({
      online_members: 3,
      weight: 1.1576,
    });
    const group = (await send<MiningGroup>(M.groupData, token)).data;
    // The demo beat just now: online too.
    expect(group).toMatchObject({ code: 'PIONEER', member_count: 6, online_count: 4, weight: 1.1576 });
  });

  it('a session’s income is paid into the user’s QC when it ends, once: a ledger line and a mining row', async () => {
    const token = await signInDemo();
    // The demo's devices earn too: unbound, they write no more rows, and their day is paid when it ends (T0 + 7
    // hours), so QC is compared from a request after that.
    for (const device of devicesOf(db(), userAt(USERS.demo).uid))
      await send(endpoints.Device.unbind, token, { id: device.id });
    await send(M.start, token);
    for (let minute = 1; minute <= 3; minute += 1) {
      clock.setNow(T0 + minute * 60_000);
      await send(M.heartbeat, token);
    }
    const income = (await send<MiningPage>(M.pageData, token)).data?.session_income ?? 0;
    expect(income).toBe(0.0249);
    clock.setNow(T0 + 10 * 60 * 60_000);
    expect(db().miningIncome.filter((r) => r.uid === userAt(USERS.demo).uid)).toEqual([]);
    await send(M.heartbeat, token);
    const qc = demoQc();
    clock.setNow(T0 + DAY_MS);
    const after = (await send<MiningPage>(M.pageData, token)).data;
    expect(after).toMatchObject({ status: 0, session_income: 0 });
    // 0.0249 + 90 s at the end of the 10-hour gap = 0.0374 → 0.03 to the cent.
    expect(demoQc()).toBe(qc + 0.03);
    expect(lastLine(userAt(USERS.demo), 'QC')).toMatchObject({ amount: 0.03 });
    expect(lastLine(userAt(USERS.demo), 'QC')?.title.en_us).toBe('Node mining income');
    const rows = () => db().miningIncome.filter((r) => r.uid === userAt(USERS.demo).uid);
    expect(rows()).toEqual([
      expect.objectContaining({ source: 'mining', amount: 0.03, createTime: T0 + DAY_MS }),
    ]);
    clock.setNow(T0 + 3 * DAY_MS);
    await send(M.pageData, token);
    expect(rows()).toHaveLength(1);
    // A new session may start.
    expect((await send(M.start, token)).code).toBe(200);
  });

  it('sign: 1 QC once a server day', async () => {
    const token = await signInDemo();
    const qc = demoQc();
    expect(await send(M.sign, token)).toMatchObject({ code: 200, data: { reward: 1 } });
    expect(demoQc()).toBe(qc + 1);
    expect((await send<MiningPage>(M.pageData, token)).data?.signed_today).toBe(true);
    await expectRefused(send(M.sign, token), 'Already signed today');
    clock.setNow(dayStart(T0) + DAY_MS);
    expect((await send(M.sign, token)).code).toBe(200);
    const counts = (await send<IncomeCounts>(M.incomeCt, token)).data;
    expect(counts).toEqual({ today: 1, yesterday: 1, total: 2 });
    const list = (await send<Page<MiningIncome>>(M.incomeList, token, page)).data;
    expect(list?.list.map((r) => [r.source, r.amount])).toEqual([
      ['sign', 1],
      ['sign', 1],
    ]);
  });
});

describe('fake backend: mining groups', () => {
  it('joins by code (trimmed, any case), refuses an unknown code and the same group, moves to another', async () => {
    const token = await signInDemo();
    expect((await send(M.groupData, token)).data).toBeNull();
    expect((await send<Page<MiningMember>>(M.groupUserList, token, page)).data).toEqual({
      list: [],
      total: 0,
    });
    await expectRefused(send(M.joinGroup, token, { code: 'NOPE' }), 'Group not found', 404);
    const joined = await send<MiningGroup>(M.joinGroup, token, { code: ' pioneer ' });
    expect(joined).toMatchObject({ code: 200, msg: 'Joined the group' });
    expect(joined.data).toMatchObject({
      name: 'QC Pioneers',
      leader_uid: SEEDED_MINING.pioneers.leader,
      leader_name: maskName('王小明'),
      member_count: 6,
    });
    await expectRefused(send(M.joinGroup, token, { code: 'PIONEER' }), 'You are already in this group');
    const moved = (await send<MiningGroup>(M.joinGroup, token, { code: 'SEOUL8' })).data;
    expect(moved).toMatchObject({ name: 'Seoul Nodes', member_count: 3 });
    expect((await send<MiningPage>(M.pageData, token)).data?.group_id).toBe(moved?.id);
    const pioneers = db().miners.filter((m) => m.groupId === joined.data?.id);
    expect(pioneers).toHaveLength(5);
  });

  it('groupUserList: online first, then by today’s income; others’ names masked', async () => {
    const token = await signInDemo();
    await send(M.joinGroup, token, { code: 'PIONEER' });
    const members = (await send<Page<MiningMember>>(M.groupUserList, token, page)).data?.list ?? [];
    expect(members).toHaveLength(6);
    const onlineFlags = members.map((m) => m.online);
    expect(onlineFlags).toEqual([...onlineFlags].sort((a, b) => Number(b) - Number(a)));
    expect(members.filter((m) => m.online)).toHaveLength(4);
    const demo = members.find((m) => m.uid === userAt(USERS.demo).uid);
    expect(demo).toMatchObject({ nick_name: 'QC Demo', online: false, last_heartbeat: null });
    expect(members.find((m) => m.uid === 100_006)?.nick_name).toBe(maskName('김민준'));
    for (const member of members.filter((m) => m.online))
      expect(T0 - (member.last_heartbeat ?? 0)).toBeLessThan(90_000);
  });

  it('rank (guest) and rankCt: mining income in the window, names masked, 10 a page', async () => {
    const history = (await send<Page<RankRowV2>>(M.rank, '', { type: 'history', pageIndex: 1 })).data;
    expect(history?.total).toBe(7);
    expect(history?.list[0]).toMatchObject({ rank: 1, uid: 100_003, nick_name: maskName('王小明') });
    const week = (await send<Page<RankRowV2>>(M.rank, '', { type: '7day', pageIndex: 1 })).data;
    expect(week?.total).toBe(7);
    await expectRefused(send(M.rank, '', { type: 'year' }), 'Invalid request');
    const token = await signInDemo();
    expect((await send<MiningRankCount>(M.rankCt, token, { type: 'today' })).data?.my_rank).toBeNull();
    await send(M.sign, token);
    const mine = (await send<MiningRankCount>(M.rankCt, token, { type: 'today' })).data;
    expect(mine?.my_amount).toBe(1);
    expect(mine?.my_rank).not.toBeNull();
    // The rivals keep mining: a day later each has been paid once more.
    const before = db().miningIncome.filter((r) => r.uid === 100_013).length;
    clock.setNow(T0 + DAY_MS);
    await send(M.rank, '', { type: 'today', pageIndex: 1 });
    expect(db().miningIncome.filter((r) => r.uid === 100_013)).toHaveLength(before + 1);
  });
});

describe('fake backend: node locations', () => {
  const shanghai = SEEDED_MINING.shanghai;

  it('locationSubmit: under review, approved a minute later; "reject" in the address is rejected with a reason', async () => {
    const token = await signInDemo();
    expect((await send(M.location, token)).data).toBeNull();
    await expectRefused(send(M.locationShare, token, { share: true }), 'Register a node location first');
    await expectRefused(send(M.locationSubmit, token, { lat: 91, lng: 0, address: 'x' }), 'Invalid location');
    await expectRefused(
      send(M.locationSubmit, token, { lat: 1, lng: 181, address: 'x' }),
      'Invalid location',
    );
    await expectRefused(send(M.locationSubmit, token, { lat: 1, lng: 1, address: '  ' }), 'Invalid location');
    await expectRefused(
      send(M.locationSubmit, token, { lat: 1, lng: 1, address: 'x'.repeat(101) }),
      'Invalid location',
    );
    const place = north(shanghai, 300);
    const sent = await send<NodeLocation>(M.locationSubmit, token, { ...place, address: ' 南京东路 1 号 ' });
    expect(sent.data).toEqual({ ...place, address: '南京东路 1 号', status: 0, reason: '', shared: false });
    clock.setNow(T0 + 59_999);
    expect((await send<NodeLocation>(M.location, token)).data?.status).toBe(0);
    clock.setNow(T0 + 60_000);
    expect((await send<NodeLocation>(M.location, token)).data?.status).toBe(1);
    expect((await send<NodeLocation>(M.locationShare, token, { share: true })).data?.shared).toBe(true);

    await send(M.locationSubmit, token, { ...place, address: 'please reject me' });
    clock.setNow(T0 + 120_000);
    const rejected = (await send<NodeLocation>(M.location, token, {}, 'zh_cn')).data;
    expect(rejected).toMatchObject({ status: 2, shared: true });
    expect(rejected?.reason).toContain('无法核实');
  });

  it('POST location: the distance, in range within 500 m, the 0.5 QC bonus once a server day, groups within 5 km', async () => {
    const token = await signInDemo();
    const none = (await send<LocationCheck>(M.locationPost, token, north(shanghai, 1_000))).data;
    expect(none).toMatchObject({ distance: null, in_range: false, bonus: 0 });
    expect(none?.nearby.map((g) => g.code)).toEqual(['PIONEER']);
    expect(none?.nearby[0]?.distance).toBe(1_000);
    await send(M.locationSubmit, token, { ...shanghai, address: '人民广场' });
    clock.setNow(T0 + 60_000);
    const qc = demoQc();
    const far = (await send<LocationCheck>(M.locationPost, token, north(shanghai, 600))).data;
    expect(far).toMatchObject({ distance: 600, in_range: false, bonus: 0 });
    const near = (await send<LocationCheck>(M.locationPost, token, north(shanghai, 200))).data;
    expect(near).toMatchObject({ distance: 200, in_range: true, bonus: 0.5 });
    expect(demoQc()).toBe(qc + 0.5);
    expect(lastLine(userAt(USERS.demo), 'QC')?.title.en_us).toBe('Node location bonus');
    expect((await send<LocationCheck>(M.locationPost, token, shanghai)).data).toMatchObject({
      distance: 0,
      bonus: 0,
    });
    clock.setNow(dayStart(T0) + DAY_MS);
    expect((await send<LocationCheck>(M.locationPost, token, shanghai)).data?.bonus).toBe(0.5);
    // Seoul is far from Shanghai; from Seoul only Seoul Nodes is near.
    const seoul = (await send<LocationCheck>(M.locationPost, token, SEEDED_MINING.seoulLocation)).data;
    expect(seoul?.nearby.map((g) => g.code)).toEqual(['SEOUL8']);
    expect(distanceM(shanghai, SEEDED_MINING.seoulLocation)).toBeGreaterThan(800_000);
    await expectRefused(send(M.locationPost, token, { lat: 'x', lng: 1 }), 'Invalid location');
  });
});
