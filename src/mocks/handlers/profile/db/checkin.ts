import { credit } from '../../../db/balances';
import { DAY_MS, dayStart } from '../../../db/calendar';
import type { DbState, UserRow } from '../../../db/schema';

/** Points for days 1–7 of the cycle; the seventh day's is the big one. */
export const CHECK_IN_REWARDS = [10, 10, 20, 20, 30, 30, 100] as const;
export const CYCLE_DAYS = CHECK_IN_REWARDS.length;

export const checkedInToday = (user: UserRow, time: number): boolean =>
  user.lastCheckInAt !== null && user.lastCheckInAt >= dayStart(time);

/** The reward of a day of the cycle (1–7). */
export const rewardOf = (day: number): number => CHECK_IN_REWARDS[day - 1] ?? 0;

/**
 * The day of the cycle the user stands on at `time` (server days, UTC+8): the day the last check-in
 * reached while it was today or yesterday, except that a new day after day 7 starts a fresh cycle; 0 once
 * a day has been missed.
 */
export function cycleDay(user: UserRow, time: number): number {
  if (user.lastCheckInAt === null) return 0;
  if (checkedInToday(user, time)) return user.signinDay;
  const checkedYesterday = user.lastCheckInAt >= dayStart(time) - DAY_MS;
  return checkedYesterday && user.signinDay < CYCLE_DAYS ? user.signinDay : 0;
}

/** The day's check-in (the caller has refused a second one today): the next day of the cycle, its points. */
export function checkIn(state: DbState, user: UserRow, time: number): number {
  const day = cycleDay(user, time) + 1;
  const reward = rewardOf(day);
  user.signinDay = day;
  user.totalDays += 1;
  user.lastCheckInAt = time;
  credit(state, user, 'points', reward, { title: 'checkIn', params: { day: String(day) } }, time);
  return reward;
}
