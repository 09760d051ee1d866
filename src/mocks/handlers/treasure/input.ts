import type { PayType, RankWindow } from '../../../api/shared';
import type { IssueStatus } from '../../../api/draws/treasureTypes';
import { optionalOf, wholeNumber } from '../../rules/input';
import { ensure } from '../../http/route';

export function readPayType(value: unknown): PayType {
  ensure(value === 'balance' || value === 'points', 'payTypeInvalid');
  return value;
}

const STATUSES: readonly IssueStatus[] = [0, 1, 2, 3];
const WINDOWS: readonly RankWindow[] = ['today', '7day', 'history'];

export const readStatus = (value: unknown): IssueStatus | undefined =>
  optionalOf(value, STATUSES, wholeNumber);

export function readWindow(value: unknown): RankWindow {
  const window = optionalOf(value, WINDOWS);
  ensure(window !== undefined, 'badRequest');
  return window;
}
