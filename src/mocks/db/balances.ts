import type { LedgerAsset } from '../../api/account/profile';
import { money, toWire, type MoneyLike } from '../../lib/money';
import { ledgerTitle, type Why } from '../handlers/profile/db/ledgerTexts';
import type { DbState, UserRow } from './schema';
import { takeId } from './sequence';

/** The user field each asset lives in: points are stored as `integral`. Rows hold JSON numbers; sums are Money. */
const FIELD = {
  balance: 'balance',
  points: 'integral',
  QC: 'qcBalance',
  USDT: 'usdtBalance',
} as const satisfies Record<LedgerAsset, keyof UserRow>;

export const LEDGER_ASSETS: readonly LedgerAsset[] = ['balance', 'points', 'QC', 'USDT'];

export const holding = (user: UserRow, asset: LedgerAsset): number => user[FIELD[asset]];

/** Writes one ledger line; the seed writes its history with it, everything live goes through `credit`. */
export function writeLedger(
  state: DbState,
  uid: number,
  line: { asset: LedgerAsset; amount: number; after: number },
  why: Why,
  time: number,
): void {
  state.ledger.push({ id: takeId(state, 'ledger'), uid, ...line, title: ledgerTitle(why), createTime: time });
}

/**
 * Adds `amount` (negative to take) of `asset` to the user and writes the ledger line that says why. It is
 * the only way a holding changes, so the ledger misses no movement.
 */
export function credit(
  state: DbState,
  user: UserRow,
  asset: LedgerAsset,
  amount: MoneyLike,
  why: Why,
  time: number,
): void {
  const field = FIELD[asset];
  user[field] = toWire(money(user[field]).plus(money(amount)));
  writeLedger(state, user.uid, { asset, amount: toWire(amount), after: user[field] }, why, time);
}
