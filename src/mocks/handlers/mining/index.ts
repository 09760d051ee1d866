import type {
  LocationCheck,
  MiningBeat,
  MiningGroup,
  MiningIncome,
  MiningMember,
  MiningPage,
  MiningRankCount,
  MiningSession,
  NearbyGroup,
  NodeLocation,
} from '../../../api/mining/mining';
import type { LangValue } from '../../../api/types';
import { maskName } from '../../../lib/format';
import { money, toWire } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { dayStart } from '../../db/calendar';
import {
  BASE_SPEED,
  beat,
  distanceM,
  ensureMiner,
  IN_RANGE_M,
  incomeBetween,
  isOnline,
  lastHeartbeatOf,
  LOCATION_BONUS,
  LOCATION_REVIEW_MS,
  membersOf,
  minerOf,
  NEARBY_M,
  othersOnline,
  payMining,
  runningSession,
  SIGN_REWARD,
  speedOf,
  startSession,
  weightOf,
} from './db/mining';
import type { MiningGroupRow, NodeLocationRow, UserRow } from '../../db/schema';
import { publicUserOf } from '../../db/users';
import { textLength } from '../../rules/common';
import { message } from '../../texts/messages';
import { CODE, ensure, ok, pageOf, route, withAuth, type Fields } from '../../http/route';
import { incomeCounts, incomeRank, RANK_PAGE_SIZE } from '../income';
import { newestFirst } from '../wallet/views';

const ADDRESS_MAX = 100;
/** The node mining of the base settings' mining_type (docs/api.md §14). */
const NODE_MINING = 1;

const weightNow = (uid: number, time: number) => weightOf(othersOnline(db(), uid, time));

/** A user's mining income today (server day) up to now. */
const todayIncome = (uid: number, time: number) => incomeBetween(db(), uid, dayStart(time), time);

const nameFor = (uid: number, viewer: number) => {
  const { nickName } = publicUserOf(uid);
  return uid === viewer ? nickName : maskName(nickName);
};

function toGroup(group: MiningGroupRow, viewer: number, time: number): MiningGroup {
  const members = membersOf(db(), group.id);
  const online = members.filter((m) => isOnline(m, time));
  return {
    id: group.id,
    name: group.name,
    code: group.code,
    leader_uid: group.leaderUid,
    leader_name: nameFor(group.leaderUid, viewer),
    member_count: members.length,
    online_count: online.length,
    weight: weightOf(online.filter((m) => m.uid !== viewer).length),
    today_income: toWire(members.reduce((total, m) => total.plus(money(todayIncome(m.uid, time))), money(0))),
  };
}

const toLocation = (row: NodeLocationRow, lang: LangValue): NodeLocation => ({
  lat: row.lat,
  lng: row.lng,
  address: row.address,
  status: row.status,
  reason: row.status === 2 ? message('miningLocationRejected', lang) : '',
  shared: row.shared,
});

const locationOf = (uid: number) => db().nodeLocations.find((l) => l.uid === uid);

const groupOf = (user: UserRow) => {
  const groupId = minerOf(db(), user.uid)?.groupId ?? null;
  return groupId === null ? undefined : db().miningGroups.find((g) => g.id === groupId);
};

const pageData = route(
  'GET /apiv2/Mining/pageData',
  withAuth(({ user }) => {
    const time = now();
    const state = db();
    const session = runningSession(state, user.uid, time);
    const weight = weightNow(user.uid, time);
    const page: MiningPage = {
      status: session ? 1 : 0,
      started_at: session?.startedAt ?? null,
      ends_at: session?.endsAt ?? null,
      base_speed: BASE_SPEED,
      weight,
      speed: speedOf(weight),
      session_income: session?.income ?? 0,
      today_income: todayIncome(user.uid, time),
      total_income: incomeBetween(state, user.uid, Number.NEGATIVE_INFINITY, time),
      signed_today: state.miningIncome.some(
        (r) => r.uid === user.uid && r.source === 'sign' && r.createTime >= dayStart(time),
      ),
      group_id: minerOf(state, user.uid)?.groupId ?? null,
      last_heartbeat: minerOf(state, user.uid)?.lastBeat ?? null,
      server_time: time,
    };
    return ok(page);
  }),
);

/** A 24-hour session, while mining is node mining and none runs; it counts as the first beat. */
const start = route(
  'GET /apiv2/Mining/start',
  withAuth(({ user }) => {
    const time = now();
    ensure(db().config.public.mining_type === NODE_MINING, 'miningClosed');
    ensure(!runningSession(db(), user.uid, time), 'miningAlreadyRunning');
    const session = startSession(db(), user.uid, time);
    const answer: MiningSession = {
      started_at: session.startedAt,
      ends_at: session.endsAt,
      speed: speedOf(weightNow(user.uid, time)),
    };
    return ok(answer, 'miningStarted');
  }),
);

const heartbeat = route(
  'POST /apiv2/Mining/heartbeat',
  withAuth(({ user }) => {
    const time = now();
    const session = runningSession(db(), user.uid, time);
    ensure(session, 'miningNotRunning');
    const others = othersOnline(db(), user.uid, time);
    const weight = weightOf(others);
    const speed = speedOf(weight);
    beat(db(), session, speed, time);
    const answer: MiningBeat = { session_income: session.income, weight, online_members: others, speed };
    return ok(answer);
  }),
);

const sign = route(
  'POST /apiv2/Mining/sign',
  withAuth(({ user }) => {
    const time = now();
    const signed = db().miningIncome.some(
      (r) => r.uid === user.uid && r.source === 'sign' && r.createTime >= dayStart(time),
    );
    ensure(!signed, 'miningSignedAlready');
    payMining(db(), user.uid, 'sign', SIGN_REWARD, time);
    return ok({ reward: SIGN_REWARD }, 'miningSigned');
  }),
);

const groupData = route(
  'GET /apiv2/Mining/groupData',
  withAuth(({ user }) => {
    const group = groupOf(user);
    return ok(group ? toGroup(group, user.uid, now()) : null);
  }),
);

/** Members online first, then by today's income; others' names masked. */
const groupUserList = route(
  'GET /apiv2/Mining/groupUserList',
  withAuth(({ user, fields }) => {
    const group = groupOf(user);
    if (!group) return ok({ list: [], total: 0 });
    const time = now();
    const rows = membersOf(db(), group.id).map((m): MiningMember => {
      const who = publicUserOf(m.uid);
      return {
        uid: m.uid,
        nick_name: nameFor(m.uid, user.uid),
        avatar: who.avatar,
        online: isOnline(m, time),
        last_heartbeat: lastHeartbeatOf(m, time),
        contribution: todayIncome(m.uid, time),
      };
    });
    rows.sort(
      (a, b) => Number(b.online) - Number(a.online) || b.contribution - a.contribution || a.uid - b.uid,
    );
    return ok(pageOf(rows, fields, (row) => row));
  }),
);

/** The group with that code (trimmed, any case); one group at a time, so joining another leaves the first. */
const joinGroup = route(
  'POST /apiv2/Mining/joinGroup',
  withAuth(({ user, fields }) => {
    const code = typeof fields.code === 'string' ? fields.code.trim().toUpperCase() : '';
    const group = db().miningGroups.find((g) => g.code === code);
    ensure(group, 'miningGroupNotFound', CODE.notFound);
    const miner = ensureMiner(db(), user.uid);
    ensure(miner.groupId !== group.id, 'miningGroupAlreadyIn');
    miner.groupId = group.id;
    return ok(toGroup(group, user.uid, now()), 'miningGroupJoined');
  }),
);

const incomeCt = route(
  'GET /apiv2/Mining/incomeCt',
  withAuth(({ user }) => {
    const rows = db().miningIncome.filter((r) => r.uid === user.uid);
    return ok(incomeCounts(rows, now()));
  }),
);

const incomeList = route(
  'GET /apiv2/Mining/incomeList',
  withAuth(({ user, fields }) => {
    const rows = db()
      .miningIncome.filter((r) => r.uid === user.uid)
      .sort(newestFirst);
    return ok(
      pageOf(rows, fields, (row): MiningIncome => ({
        id: row.id,
        amount: row.amount,
        source: row.source,
        create_time: row.createTime,
      })),
    );
  }),
);

const rank = route('GET /apiv2/Mining/rank', ({ fields }) =>
  ok(pageOf(incomeRank(db().miningIncome, fields), fields, (row) => row, RANK_PAGE_SIZE)),
);

const rankCt = route(
  'GET /apiv2/Mining/rankCt',
  withAuth(({ user, fields }) => {
    const rows = incomeRank(db().miningIncome, fields);
    const mine = rows.find((r) => r.uid === user.uid);
    const count: MiningRankCount = {
      my_rank: mine?.rank ?? null,
      my_amount: mine?.amount ?? 0,
      participants: rows.length,
    };
    return ok(count);
  }),
);

const location = route(
  'GET /apiv2/Mining/location',
  withAuth(({ user, lang }) => {
    const row = locationOf(user.uid);
    return ok(row ? toLocation(row, lang) : null);
  }),
);

const DECIMAL = /^-?\d+(\.\d+)?$/;

function coordinate(value: unknown, limit: number): number {
  const n = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  ensure(typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit, 'miningLocationInvalid');
  return n;
}

const readCoordinates = (fields: Fields) => ({
  lat: coordinate(fields.lat, 90),
  lng: coordinate(fields.lng, 180),
});

/** Registers or moves the node location: under review, reviewed a minute later by the clock. */
const locationSubmit = route(
  'POST /apiv2/Mining/locationSubmit',
  withAuth(({ user, fields, lang }) => {
    const { lat, lng } = readCoordinates(fields);
    const address = typeof fields.address === 'string' ? fields.address.trim() : '';
    ensure(textLength(address) >= 1 && textLength(address) <= ADDRESS_MAX, 'miningLocationInvalid');
    const reviewAt = now() + LOCATION_REVIEW_MS;
    const found = locationOf(user.uid);
    const row: NodeLocationRow = found ?? {
      uid: user.uid,
      lat,
      lng,
      address,
      status: 0,
      shared: false,
      reviewAt,
    };
    Object.assign(row, { lat, lng, address, status: 0, reviewAt });
    if (!found) db().nodeLocations.push(row);
    return ok(toLocation(row, lang), 'miningLocationSubmitted');
  }),
);

/** Groups whose leader shares an approved location within 5 km of `here`, nearest first. */
function nearbyGroups(here: { lat: number; lng: number }, time: number): NearbyGroup[] {
  const groups: NearbyGroup[] = [];
  for (const group of db().miningGroups) {
    const place = locationOf(group.leaderUid);
    if (!place || place.status !== 1 || !place.shared) continue;
    const distance = distanceM(here, place);
    if (distance > NEARBY_M) continue;
    const online = membersOf(db(), group.id).filter((m) => isOnline(m, time)).length;
    groups.push({ id: group.id, name: group.name, code: group.code, distance, online_count: online });
  }
  return groups.sort((a, b) => a.distance - b.distance || a.id - b.id);
}

/** Where the user is: the distance from the approved node location, the bonus once a day in range, nearby groups. */
const locationPost = route(
  'POST /apiv2/Mining/location',
  withAuth(({ user, fields }) => {
    const here = readCoordinates(fields);
    const time = now();
    const place = locationOf(user.uid);
    const distance = place?.status === 1 ? distanceM(here, place) : null;
    const inRange = distance !== null && distance <= IN_RANGE_M;
    const paidToday = db().miningIncome.some(
      (r) => r.uid === user.uid && r.source === 'location' && r.createTime >= dayStart(time),
    );
    const bonus = inRange && !paidToday ? LOCATION_BONUS : 0;
    if (bonus > 0) payMining(db(), user.uid, 'location', bonus, time);
    const check: LocationCheck = { distance, in_range: inRange, bonus, nearby: nearbyGroups(here, time) };
    return ok(check);
  }),
);

const locationShare = route(
  'POST /apiv2/Mining/locationShare',
  withAuth(({ user, fields, lang }) => {
    const row = locationOf(user.uid);
    ensure(row, 'miningLocationRequired');
    ensure(typeof fields.share === 'boolean', 'badRequest');
    row.shared = fields.share;
    return ok(toLocation(row, lang));
  }),
);

export const miningHandlers = [
  pageData,
  start,
  heartbeat,
  sign,
  groupData,
  groupUserList,
  joinGroup,
  incomeCt,
  incomeList,
  rank,
  rankCt,
  location,
  locationSubmit,
  locationPost,
  locationShare,
];
