const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A stretch of time in its largest two units, cut down to the minute: "2 d 3 h", "3 h 12 min", "12 min". */
export function durationOf(ms: number) {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  // d, h, m: the days, hours and minutes the strings take
  const parts = {
    d: Math.floor(minutes / (DAY / MINUTE)),
    h: Math.floor((minutes % (DAY / MINUTE)) / (HOUR / MINUTE)),
    m: minutes % (HOUR / MINUTE),
  };
  const key = parts.d > 0 ? 'days' : parts.h > 0 ? 'hours' : 'minutes';
  return { key: `device.duration.${key}`, parts } as const;
}
