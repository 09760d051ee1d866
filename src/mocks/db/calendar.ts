import { BUSINESS_UTC_OFFSET_HOURS } from '../../lib/format';

/**
 * The fake server keeps its business day in UTC+8 (China Standard Time, no daylight saving), as the client
 * expects (src/lib/format.ts): check-in days and "today" in the rankings follow it, whatever the browser's zone.
 */
const SERVER_UTC_OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;
export const DAY_MS = 86_400_000;

/** Start of the server day holding `time`. */
export const dayStart = (time: number): number =>
  Math.floor((time + SERVER_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - SERVER_UTC_OFFSET_MS;

/** The date of the server day holding `time`, as the server writes it: `2026-03-01`. */
export const serverDate = (time: number): string =>
  new Date(dayStart(time) + SERVER_UTC_OFFSET_MS).toISOString().slice(0, 10);
