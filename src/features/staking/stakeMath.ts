import type { RecentRewards, StakePlan } from '../../api/stakes/stakes';
import { BUSINESS_UTC_OFFSET_HOURS } from '../../lib/format';
import { numberFormat } from '../../lib/intl';
import { money, sum, truncate, type Money, type MoneyLike } from '../../lib/money';
import type { ChartPoint } from '../../ui/charts/TimeChart';

const DAY_MS = 86_400_000;
const ZONE_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;

/** What a stake returns on top of its amount at maturity (docs/api.md §16), to the cent. */
export const returnOf = (amount: MoneyLike, plan: Pick<StakePlan, 'settle_ratio'>): Money =>
  truncate(money(amount).times(money(plan.settle_ratio)), 2);

/** What comes back at maturity: the amount and its return. */
export const settleAmountOf = (amount: MoneyLike, plan: Pick<StakePlan, 'settle_ratio'>): Money =>
  money(amount).plus(returnOf(amount, plan));

/** When a stake paid at `from` (the server's time) matures: `term` days later. */
export const maturityOf = (from: number, term: number): number => from + term * DAY_MS;

/** A ratio as the language writes a percentage: 0.08 → "8%", 0.015 → "1,5 %" in Russian. */
export const percentOf = (ratio: MoneyLike, locale: string): string =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(money(ratio).toNumber());

/** The start of the server's day (UTC+8, decision 0039) that `time` falls in. */
export const serverDayOf = (time: number): number => Math.floor((time + ZONE_MS) / DAY_MS) * DAY_MS - ZONE_MS;

/**
 * The daily payouts summed per server day, one point a day: the newest `days` days that have payouts.
 * Returns of settled stakes are not daily payouts and are left out. When older payouts were left unread,
 * the oldest day read may be missing some of its own, so it is left out too.
 */
export function payoutDays({ rows, complete }: RecentRewards, days: number): ChartPoint[] {
  const byDay = new Map<number, MoneyLike[]>();
  for (const reward of rows) {
    if (reward.kind !== 'daily') continue;
    const day = serverDayOf(reward.create_time);
    byDay.set(day, [...(byDay.get(day) ?? []), reward.amount]);
  }
  const newestFirst = [...byDay.entries()].sort(([a], [b]) => b - a);
  if (!complete) newestFirst.pop();
  return newestFirst.slice(0, days).map(([time, amounts]) => ({ time, value: sum(amounts).toString() }));
}
