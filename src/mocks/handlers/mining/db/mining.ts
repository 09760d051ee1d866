import { money, toWire, truncate, type MoneyLike } from '../../../../lib/money';
import type { Why } from '../../profile/db/ledgerTexts';
import { credit } from '../../../db/balances';
import { DAY_MS, dayStart } from '../../../db/calendar';
import { amountBetween } from '../../device/db/income';
import { createPrng } from '../../../db/prng';
import type {
  DbState,
  MinerRow,
  MiningIncomeRow,
  MiningSessionRow,
  NodeLocationRow,
} from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** Node mining's rules (docs/api.md §14, decision 0039), shared by the handlers, the clock and the seed. */

export const BASE_SPEED = 0.5;
const WEIGHT_STEP = 1.05;
export const SESSION_MS = 24 * 3_600_000;
/** A member is online while their last heartbeat is younger than this; a beat credits at most this long. */
export const ONLINE_MS = 90_000;
export const BEAT_CREDIT_MAX_MS = 90_000;
export const SIGN_REWARD = 1;
export const LOCATION_BONUS = 0.5;
export const IN_RANGE_M = 500;
export const NEARBY_M = 5_000;
/** A node location is reviewed this long after it was sent. */
export const LOCATION_REVIEW_MS = 60_000;
/** A rival is online this many minutes of every hour of the fake clock. */
const RIVAL_ONLINE_MINUTES = 40;
/** A rival's daily session ends this long after its server day starts, plus its own minutes. */
const RIVAL_SESSION_END_MS = 6 * 3_600_000;
const MINUTE = 60_000;
const HOUR_MS = 3_600_000;

export const minerOf = (state: DbState, uid: number): MinerRow | undefined =>
  state.miners.find((m) => m.uid === uid);

/** The user's miner row, made when they first do something that needs one. */
export function ensureMiner(state: DbState, uid: number): MinerRow {
  const found = minerOf(state, uid);
  if (found) return found;
  const row: MinerRow = { uid, groupId: null, lastBeat: null, rival: null };
  state.miners.push(row);
  return row;
}

/** Minutes into a rival's hourly online window (0–59); online below 40. */
const rivalMinute = (rival: NonNullable<MinerRow['rival']>, time: number): number =>
  (((Math.floor(time / MINUTE) - rival.onlineFrom) % 60) + 60) % 60;

/** The last heartbeat of a miner as of `time`: its page's, or a rival's beat each minute while it is online. */
export function lastHeartbeatOf(miner: MinerRow, time: number): number | null {
  const own = miner.lastBeat !== null && miner.lastBeat <= time ? miner.lastBeat : null;
  if (!miner.rival) return own;
  const minuteStart = Math.floor(time / MINUTE) * MINUTE;
  const into = rivalMinute(miner.rival, time);
  const scheduled =
    into < RIVAL_ONLINE_MINUTES ? minuteStart : minuteStart - (into - RIVAL_ONLINE_MINUTES + 1) * MINUTE;
  return Math.max(own ?? scheduled, scheduled);
}

export function isOnline(miner: MinerRow, time: number): boolean {
  const beat = lastHeartbeatOf(miner, time);
  return beat !== null && time - beat < ONLINE_MS;
}

export const membersOf = (state: DbState, groupId: number): MinerRow[] =>
  state.miners.filter((m) => m.groupId === groupId);

/** 1.05 to the power of `others` online, 4 places. */
export const weightOf = (others: number): number => toWire(money(WEIGHT_STEP).pow(others), 4);

/** The other members of the user's group online at `time` (0 without a group). */
export function othersOnline(state: DbState, uid: number, time: number): number {
  const groupId = minerOf(state, uid)?.groupId ?? null;
  if (groupId === null) return 0;
  return membersOf(state, groupId).filter((m) => m.uid !== uid && isOnline(m, time)).length;
}

/** QC an hour at `weight`, 4 places. */
export const speedOf = (weight: number): number => toWire(money(BASE_SPEED).times(money(weight)), 4);

/** The user's session that runs at `time` (ended ones are paid by the clock and never run again). */
export const runningSession = (state: DbState, uid: number, time: number): MiningSessionRow | undefined =>
  state.miningSessions.find((s) => s.uid === uid && !s.paid && s.startedAt <= time && time < s.endsAt);

const WHY: Record<MiningIncomeRow['source'], Why> = {
  mining: { title: 'miningIncome' },
  sign: { title: 'miningSign' },
  location: { title: 'miningLocation' },
};

/** Pays mining income into the user's QC (a ledger line) and writes its income row. */
export function payMining(
  state: DbState,
  uid: number,
  source: MiningIncomeRow['source'],
  amount: MoneyLike,
  time: number,
): void {
  const user = state.users.find((u) => u.uid === uid);
  if (!user) return;
  credit(state, user, 'QC', amount, WHY[source], time);
  state.miningIncome.push({
    id: takeId(state, 'miningIncome'),
    uid,
    source,
    amount: toWire(amount),
    createTime: time,
  });
}

export function startSession(state: DbState, uid: number, time: number): MiningSessionRow {
  const row: MiningSessionRow = {
    id: takeId(state, 'miningSession'),
    uid,
    startedAt: time,
    endsAt: time + SESSION_MS,
    income: 0,
    lastBeat: time,
    paid: false,
  };
  state.miningSessions.push(row);
  ensureMiner(state, uid).lastBeat = time;
  return row;
}

/** A beat: the session earns speed × the time since the previous beat, at most 90 s of it. */
export function beat(state: DbState, session: MiningSessionRow, speed: number, time: number): void {
  const credited = Math.min(Math.max(time - session.lastBeat, 0), BEAT_CREDIT_MAX_MS);
  const earned = truncate(money(speed).times(money(credited)).div(money(HOUR_MS)), 4);
  session.income = toWire(money(session.income).plus(earned), 4);
  session.lastBeat = time;
  ensureMiner(state, session.uid).lastBeat = time;
}

/** A rival's income for the session ending at `end`: around its daily figure, the same for the same day. */
const rivalIncome = (uid: number, dailyIncome: number, end: number): number =>
  toWire(
    truncate(
      money(dailyIncome)
        .times(money(createPrng(uid * 31 + Math.floor(end / DAY_MS)).int(85, 115)))
        .div(100),
      2,
    ),
  );

/** A rival's session ends after `after`, the first one. */
function nextRivalEnd(rival: NonNullable<MinerRow['rival']>, after: number): number {
  let end = dayStart(after) + RIVAL_SESSION_END_MS + rival.onlineFrom * MINUTE;
  while (end <= after) end += DAY_MS;
  return end;
}

function reviewLocation(location: NodeLocationRow): void {
  location.status = /reject/i.test(location.address) ? 2 : 1;
  location.reviewAt = null;
}

/**
 * Brings mining up to `time`: every session that ended is paid (its income, to the cent, into the user's QC, one
 * `mining` row), each rival's daily session that ended pays it, node locations due are reviewed.
 */
export function advanceMining(state: DbState, time: number): void {
  for (const session of state.miningSessions) {
    if (session.paid || session.endsAt > time) continue;
    session.paid = true;
    const amount = truncate(money(session.income), 2);
    if (amount.gt(0)) payMining(state, session.uid, 'mining', amount, session.endsAt);
  }
  for (const miner of state.miners) {
    const { rival } = miner;
    if (!rival) continue;
    for (let end = nextRivalEnd(rival, rival.paidUntil); end <= time; end = nextRivalEnd(rival, end)) {
      payMining(state, miner.uid, 'mining', rivalIncome(miner.uid, rival.dailyIncome, end), end);
      rival.paidUntil = end;
    }
  }
  for (const location of state.nodeLocations)
    if (location.status === 0 && location.reviewAt !== null && location.reviewAt <= time)
      reviewLocation(location);
}

/** Mining income of `uid` from `from` to `to` (both inclusive). */
export const incomeBetween = (state: DbState, uid: number, from: number, to: number): number =>
  amountBetween(
    state.miningIncome.filter((r) => r.uid === uid),
    from,
    to,
  );

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in whole metres (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}
