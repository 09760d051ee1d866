import type { RankWindow } from '../../../api/shared';
import type { IssueKind, RankRow, ScrollEntry } from '../../../api/draws/treasureTypes';
import { now } from '../../clock';
import { db } from '../../db';
import { DAY_MS, dayStart } from '../../db/calendar';
import { goodsOf, isDrawn } from './db/issues';
import { isPurchase } from '../orders/db/orders';
import { publicUserOf } from '../../db/users';
import { ok, pageOf, route, type Handler } from '../../http/route';
import { readWindow } from './input';
import { toWinner } from './viewsIssue';

/** Rankings and winners are read ten to a page unless the client asks otherwise. */
const RANK_PAGE_SIZE = 10;
export const SCROLL_MAX = 20;

/** today: since the server day began; 7day: today and the six days before; history: everything. */
export function windowStart(window: RankWindow, time: number): number {
  if (window === 'history') return Number.NEGATIVE_INFINITY;
  return dayStart(time) - (window === '7day' ? 6 * DAY_MS : 0);
}

const add = (map: Map<number, number>, uid: number, amount: number) =>
  map.set(uid, (map.get(uid) ?? 0) + amount);

/** Units of `kind` bought in the window per user (refunded ones do not count), and draws won in it. */
function rankRows(kind: IssueKind, window: RankWindow, time: number): RankRow[] {
  const from = windowStart(window, time);
  const inWindow = (t: number) => t >= from && t <= time;
  const units = new Map<number, number>();
  const wins = new Map<number, number>();
  for (const o of db().orders)
    if (o.kind === kind && !o.refunded && inWindow(o.payTime)) add(units, o.uid, o.count);
  for (const i of db().issues.filter(isDrawn))
    if (i.kind === kind && inWindow(i.result.drawTime)) add(wins, i.result.winnerUid, 1);
  return [...units]
    .map(([uid, amount]) => ({ uid, amount, winCount: wins.get(uid) ?? 0 }))
    .sort((a, b) => b.amount - a.amount || b.winCount - a.winCount || a.uid - b.uid)
    .map((row, index) => ({
      ...publicUserOf(row.uid),
      rank: index + 1,
      amount: row.amount,
      winCount: row.winCount,
    }));
}

const rank =
  (kind: IssueKind): Handler =>
  ({ fields }) =>
    ok(pageOf(rankRows(kind, readWindow(fields.type), now()), fields, (row) => row, RANK_PAGE_SIZE));

const getLotteryRank = route('GET /api/Treasure/GetLotteryRank', rank('treasure'));
const getCrowdRank = route('GET /api/Treasure/GetCrowdRank', rank('crowd'));

const getWinnerList = route('GET /api/Treasure/GetWinnerList', ({ fields }) => {
  const drawn = db()
    .issues.filter(isDrawn)
    .sort((a, b) => b.result.drawTime - a.result.drawTime || b.id - a.id);
  return ok(pageOf(drawn, fields, toWinner, RANK_PAGE_SIZE));
});

/** The home marquee: the latest wins and purchases up to now, newest first (gift claims and splits are no purchases). */
const getScrollList = route('GET /api/Treasure/GetScrollList', () => {
  const state = db();
  const time = now();
  type Event = { uid: number; goodsId: number; kind: ScrollEntry['kind']; time: number };
  const wins = state.issues.filter(isDrawn).map((i): Event => ({
    uid: i.result.winnerUid,
    goodsId: i.goodsId,
    kind: 'win',
    time: i.result.drawTime,
  }));
  const buys = state.orders
    .filter((o) => !o.refunded && isPurchase(o))
    .map((o): Event => ({ uid: o.uid, goodsId: o.goodsId, kind: 'buy', time: o.payTime }));
  const latest = [...wins, ...buys]
    .filter((e) => e.time <= time)
    .sort((a, b) => b.time - a.time)
    .slice(0, SCROLL_MAX);
  const entries = latest.map((e): ScrollEntry => ({
    nickName: publicUserOf(e.uid).nickName,
    goodsName: goodsOf(state, e.goodsId).name,
    kind: e.kind,
    time: e.time,
  }));
  return ok(entries);
});

export const rankingHandlers = [getLotteryRank, getCrowdRank, getWinnerList, getScrollList];
