/**
 * The fake server keeps China Standard Time (UTC+8, no daylight saving) for its calendar: "today" in the
 * rankings and the date inside order numbers follow it, whatever the browser's zone.
 */
export const SERVER_UTC_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Start of the server day holding `time`. */
export const dayStart = (time: number): number =>
  Math.floor((time + SERVER_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - SERVER_UTC_OFFSET_MS;

/** `20260301` for a time on that server day. */
export function dateStamp(time: number): string {
  const date = new Date(time + SERVER_UTC_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}
