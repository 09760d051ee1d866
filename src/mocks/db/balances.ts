import type { LedgerAsset } from '../../api/profile';
import { ledgerTitle, type Why } from '../texts/ledgerTexts';
import type { DbState, UserRow } from './schema';
import { takeId } from './sequence';

/** Rounded to the cent, so sums of prices like 59.9 × 3 stay exact amounts. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The user field each asset lives in: points are stored as `integral`. */
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
  amount: number,
  why: Why,
  time: number,
): void {
  const field = FIELD[asset];
  user[field] = cents(user[field] + amount);
  writeLedger(state, user.uid, { asset, amount: cents(amount), after: user[field] }, why, time);
}
