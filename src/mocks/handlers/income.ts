import type { IncomeCounts, RankRowV2 } from '../../api/shared';
import { maskName } from '../../lib/format';
import { money, toWire } from '../../lib/money';
import { now } from '../clock';
import { DAY_MS, dayStart } from '../db/calendar';
import { amountBetween, type IncomeLine } from './device/db/income';
import { publicUserOf } from '../db/users';
import type { Fields } from '../http/route';
import { readWindow } from './treasure/input';
import { windowStart } from './treasure/ranking';

/** How the income groups (Mining, Device) count and rank their income rows (docs/api.md §14, §17). */

export const RANK_PAGE_SIZE = 10;

/** The rows' income today, yesterday (server days) and in all, as of `time`. */
export function incomeCounts(rows: readonly IncomeLine[], time: number): IncomeCounts {
  const today = dayStart(time);
  return {
    today: amountBetween(rows, today, time),
    yesterday: amountBetween(rows, today - DAY_MS, today - 1),
    total: amountBetween(rows, Number.NEGATIVE_INFINITY, time),
  };
}

/** The rows summed per user in the request's window (`type`), most first, names masked. */
export function incomeRank(rows: readonly IncomeLine[], fields: Fields): RankRowV2[] {
  const time = now();
  const from = windowStart(readWindow(fields.type), time);
  const totals = new Map<number, number>();
  for (const row of rows)
    if (row.createTime >= from && row.createTime <= time)
      totals.set(row.uid, toWire(money(totals.get(row.uid) ?? 0).plus(money(row.amount))));
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([uid, amount], index) => {
      const who = publicUserOf(uid);
      return { rank: index + 1, uid, nick_name: maskName(who.nickName), avatar: who.avatar, amount };
    });
}
