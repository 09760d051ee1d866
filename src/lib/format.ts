const UNITS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** 1234 → "1.23k", 2500000 → "2.50M"; below 1000 the number with at most 2 decimals. Truncates, never rounds up. */
export function abbreviate(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const [size, unit] of UNITS) {
    if (abs >= size) return `${sign}${(Math.floor((abs / size) * 100) / 100).toFixed(2)}${unit}`;
  }
  return `${sign}${Math.floor(abs * 100) / 100}`;
}

/** "13800000000" → "138****0000": the middle of a phone number is hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length >= 7) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length >= 3) return `${digits.slice(0, 1)}${'*'.repeat(digits.length - 2)}${digits.slice(-1)}`;
  return digits;
}

/** Masked by length (2 characters or more): "张三" → "张*", "Alice" → "A***e". Counts characters, not UTF-16 units. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length < 2) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** An amount in the current locale, two decimals. */
export function formatAmount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** A date and time in the current locale; accepts ms, seconds or an ISO string. */
export function formatDateTime(value: number | string, locale: string): string {
  const ms = typeof value === 'number' && value < 1e12 ? value * 1000 : value;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
