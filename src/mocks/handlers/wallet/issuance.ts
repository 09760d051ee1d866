import type { IssuanceDay, IssuanceInfo, IssuanceShare } from '../../../api/wallet/wallet';
import type { RankRowV2 } from '../../../api/shared';
import type { Page } from '../../../api/types';
import { money, sum, toWire } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { DAY_MS, dayStart } from '../../db/calendar';
import type { IssuanceDayRow } from '../../db/schema';
import { publicUserOf } from '../../db/users';
import { message } from '../../texts/messages';
import { ok, route, withAuth, type Fields } from '../../http/route';
import { readWindow } from '../treasure/input';
import { newestFirst } from './views';

/** The issuance lists may be read whole for a chart: up to 400 rows a page. */
const LONG_PAGE_MAX = 400;
const RANK_PAGE_SIZE = 10;

function positive(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** `pageIndex` and `pageSize` (or `limit`), up to 400 rows. */
export function longPage<R, T>(
  rows: readonly R[],
  fields: Fields,
  view: (row: R) => T,
  defaultSize = 20,
): Page<T> {
  const size = Math.min(positive(fields.pageSize) ?? positive(fields.limit) ?? defaultSize, LONG_PAGE_MAX);
  const start = ((positive(fields.pageIndex) ?? 1) - 1) * size;
  return { list: rows.slice(start, start + size).map(view), total: rows.length };
}

const toDay = (row: IssuanceDayRow): IssuanceDay => ({
  date: row.date,
  added: row.added,
  total_supply: row.totalSupply,
  circulating: row.circulating,
  price_usdt: row.priceUsdt,
});

/** Today's issuance and supply; the user's own share of it (0 for guests). */
const zengfaInfo = route('GET /apiv2/Wallet/zengfaInfo', ({ user }) => {
  const state = db();
  const today = dayStart(now());
  const rows = state.issuanceDays;
  const row = rows.at(-1);
  const before = rows.at(-2);
  const mine = user
    ? state.issuanceShares.filter((s) => s.uid === user.uid && s.createTime >= today).map((s) => s.amount)
    : [];
  const info: IssuanceInfo = {
    today_added: row?.date === today ? row.added : 0,
    total_supply: row?.totalSupply ?? 0,
    circulating: row?.circulating ?? 0,
    today_circulating: row && before ? toWire(money(row.circulating).minus(money(before.circulating)), 0) : 0,
    my_today: toWire(sum(mine)),
    next_time: today + DAY_MS,
  };
  return ok(info);
});

const zengFaList = route('GET /apiv2/Wallet/zengFaList', ({ fields }) =>
  ok(longPage([...db().issuanceDays].reverse(), fields, toDay)),
);

/** The user's shares of issuance, newest first. */
const getQcZengfaList = route(
  'GET /apiv2/Wallet/getQcZengfaList',
  withAuth(({ user, fields, lang }) => {
    const reason = message('issuanceDaily', lang);
    const rows = db()
      .issuanceShares.filter((s) => s.uid === user.uid)
      .sort(newestFirst);
    return ok(
      longPage(rows, fields, (row): IssuanceShare => ({
        id: row.id,
        amount: row.amount,
        reason,
        create_time: row.createTime,
      })),
    );
  }),
);

/** Issuance received in the window, most first. */
const zengfaRank = route('GET /apiv2/Wallet/zengfaRank', ({ fields }) => {
  const window = readWindow(fields.type);
  const time = now();
  const from =
    window === 'history' ? Number.NEGATIVE_INFINITY : dayStart(time) - (window === '7day' ? 6 * DAY_MS : 0);
  const totals = new Map<number, number>();
  for (const share of db().issuanceShares)
    if (share.createTime >= from && share.createTime <= time)
      totals.set(share.uid, toWire(money(totals.get(share.uid) ?? 0).plus(money(share.amount))));
  const rows = [...totals]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([uid, amount], index): RankRowV2 => {
      const who = publicUserOf(uid);
      return { rank: index + 1, uid, nick_name: who.nickName, avatar: who.avatar, amount };
    });
  return ok(longPage(rows, fields, (row) => row, RANK_PAGE_SIZE));
});

export const issuanceHandlers = [zengfaInfo, zengFaList, getQcZengfaList, zengfaRank];
