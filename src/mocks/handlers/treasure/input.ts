import type { PayType, RankWindow } from '../../../api/shared';
import type { IssueStatus } from '../../../api/treasureTypes';
import { ensure } from '../../util';

/** A whole number ≥ 0 sent as a JSON number or as digits (query strings); null for anything else. */
function wholeNumber(value: unknown): number | null {
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

export function readPayType(value: unknown): PayType {
  ensure(value === 'balance' || value === 'points', 'payTypeInvalid');
  return value;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** An optional filter: absent is undefined, present must be one of `allowed`. */
function optionalOf<T extends number | string>(
  value: unknown,
  allowed: readonly T[],
  parse: (v: unknown) => unknown,
) {
  if (!given(value)) return undefined;
  const parsed = parse(value);
  const match = allowed.find((a) => a === parsed);
  ensure(match !== undefined, 'badRequest');
  return match;
}

const STATUSES: readonly IssueStatus[] = [0, 1, 2, 3];
const WINDOWS: readonly RankWindow[] = ['today', '7day', 'history'];

export const readStatus = (value: unknown): IssueStatus | undefined =>
  optionalOf(value, STATUSES, wholeNumber);

export const optionalId = (value: unknown): number | undefined => (given(value) ? idOf(value) : undefined);

export function readWindow(value: unknown): RankWindow {
  const window = optionalOf(value, WINDOWS, (v) => v);
  ensure(window !== undefined, 'badRequest');
  return window;
}
