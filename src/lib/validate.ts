/** Login password: 8 to 16 characters. */
export const isLoginPassword = (value: string) => value.length >= 8 && value.length <= 16;

/** Phone number: digits only, 5 to 15 of them (the area code is chosen separately). */
export const isPhoneNumber = (value: string) => /^\d{5,15}$/.test(value.trim());

export const isVerificationCode = (value: string) => /^\d{4,8}$/.test(value.trim());

export type PayPasswordProblem = 'format' | 'repeated' | 'consecutive';

/** Payment password: 6 digits, not all the same, not consecutive (123456, 654321). Returns the problem or null. */
export function payPasswordProblem(value: string): PayPasswordProblem | null {
  if (!/^\d{6}$/.test(value)) return 'format';
  if (/^(\d)\1{5}$/.test(value)) return 'repeated';
  const steps = new Set<number>();
  for (let i = 1; i < value.length; i++) steps.add(Number(value[i]) - Number(value[i - 1]));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return 'consecutive';
  return null;
}

/** A positive whole id (from the query string or typed by the user), or null for anything else. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A courier (tracking) number: 6 to 30 letters and digits (docs/api.md §12, Goods/send). */
export const isCourierNumber = (value: string) => /^[A-Za-z0-9]{6,30}$/.test(value.trim());
