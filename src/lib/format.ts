import { dateTimeFormat } from './intl';

/** "13800000000" → "138****0000": the middle of a phone number is hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length >= 7) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length >= 3) return `${digits.slice(0, 1)}${'*'.repeat(digits.length - 2)}${digits.slice(-1)}`;
  return digits;
}

/** Stars stop growing here: a masked 80-character name still fits its row and tells no more. */
const MAX_NAME_STARS = 6;

/** Masked by length (2 characters or more): "张三" → "张*", "Alice" → "A***e". Counts characters, not UTF-16 units. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length < 2) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, MAX_NAME_STARS))}${chars[chars.length - 1]}`;
}

/** A server time in Unix milliseconds: it sends milliseconds or seconds (below 10^12). */
export const millisOf = (value: number): number => (value < 1e12 ? value * 1000 : value);

/** A time as a Date: Unix milliseconds, seconds (below 10^12) or an ISO string; null when unreadable. */
function dateOf(value: number | string): Date | null {
  const date = new Date(typeof value === 'number' ? millisOf(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date and time in the locale and the user's own time zone unless told ("Mar 2, 2026, 4:00 PM"). */
export function formatDateTime(value: number | string, locale: string, timeZone?: string): string {
  const date = dateOf(value);
  const style = { dateStyle: 'medium', timeStyle: 'short', timeZone } as const;
  return date ? dateTimeFormat(locale, style).format(date) : '';
}

/** The time of day alone, in the locale and the user's own time zone unless told ("4:00 PM", "16:00"). */
export function formatClock(value: number | string, locale: string, timeZone?: string): string {
  const date = dateOf(value);
  return date ? dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date) : '';
}

/**
 * The server keeps its business day (check-in days, "today" of the rankings) in UTC+8 — China Standard Time,
 * without daylight saving — whatever the user's zone; screens where the day matters say so (decision 0022).
 */
export const BUSINESS_UTC_OFFSET_HOURS = 8;

/** How screens name the server's zone: "UTC+8". */
export const BUSINESS_ZONE = `UTC+${BUSINESS_UTC_OFFSET_HOURS}`;

/** The IANA name of that zone (its sign is the other way round by POSIX convention). */
const BUSINESS_TIME_ZONE = `Etc/GMT-${BUSINESS_UTC_OFFSET_HOURS}`;

/** A server day (its start) as the date it names in the server's zone, wherever the user is ("Nov 1, 2026"). */
export function formatServerDay(value: number, locale: string): string {
  const date = dateOf(value);
  return date
    ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE }).format(date)
    : '';
}

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A span of milliseconds in whole days, hours, minutes and seconds (cut down; nothing below 0). */
export function durationOf(ms: number): Duration {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
