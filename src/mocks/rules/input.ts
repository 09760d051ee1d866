import { hasDecimals, money, type Money } from '../../lib/money';
import { ensure } from '../http/reply';

/** Readers of request fields that several groups share; each refuses bad input with the spec-style message. */

/** A whole number ≥ 0 sent as a JSON number or as digits (query strings); null for anything else. */
export function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** An id to look up; a malformed one finds nothing (NaN equals no id). */
export const idOf = (value: unknown): number => wholeNumber(value) ?? Number.NaN;

export function readCount(value: unknown): number {
  const count = wholeNumber(value);
  ensure(count !== null && count >= 1, 'countInvalid');
  return count;
}

export const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** An optional filter: absent is undefined, present must be one of `allowed`. */
export function optionalOf<T extends number | string>(
  value: unknown,
  allowed: readonly T[],
  parse: (v: unknown) => unknown = (v) => v,
) {
  if (!given(value)) return undefined;
  const parsed = parse(value);
  const match = allowed.find((a) => a === parsed);
  ensure(match !== undefined, 'badRequest');
  return match;
}

export const optionalId = (value: unknown): number | undefined => (given(value) ? idOf(value) : undefined);

const DECIMAL = /^\d+(\.\d+)?$/;

/** An amount above 0 sent as a number or decimal text: whole when `whole`, else to the cent. */
export function readMoney(value: unknown, whole = false): Money {
  const sent =
    typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && DECIMAL.test(value);
  ensure(sent, 'amountInvalid');
  const amount = money(value);
  ensure(amount.gt(0) && hasDecimals(amount, whole ? 0 : 2), 'amountInvalid');
  return amount;
}
