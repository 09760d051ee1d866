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

/** A date and time in the current locale; accepts ms, seconds or an ISO string. */
export function formatDateTime(value: number | string, locale: string): string {
  const ms = typeof value === 'number' && value < 1e12 ? value * 1000 : value;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
