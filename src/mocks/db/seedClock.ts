import { DAY_MS, dayStart } from './calendar';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * The seed's calendar: every seeded time is counted back from the "now" it is seeded at, so a fresh demo
 * has today's sales, yesterday's orders and draws from the last hours, whenever it is started.
 */
export interface SeedClock {
  now: number;
  /** `ms` before now */
  ago: (ms: number) => number;
  /** a point of today's server day so far: 0 its first millisecond, 1 now */
  today: (fraction: number) => number;
}

export function seedClock(now: number): SeedClock {
  const start = dayStart(now);
  return {
    now,
    ago: (ms) => now - ms,
    today: (fraction) => start + Math.floor(fraction * (now - start)),
  };
}

export const days = (n: number): number => n * DAY_MS;
export const hours = (n: number): number => n * HOUR;
export const minutes = (n: number): number => n * MINUTE;
