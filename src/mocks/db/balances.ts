import type { PayType } from '../../api/shared';
import type { UserRow } from './schema';

/** Rounded to the cent, so sums of prices like 59.9 × 3 stay exact amounts. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The user field an asset lives in: points are stored as `integral`. */
export const fieldOf = (asset: PayType): 'balance' | 'integral' =>
  asset === 'points' ? 'integral' : 'balance';

export const holding = (user: UserRow, asset: PayType): number => user[fieldOf(asset)];

/** Adds `amount` (negative to take) of `asset` to the user. */
export function credit(user: UserRow, asset: PayType, amount: number): void {
  const field = fieldOf(asset);
  user[field] = cents(user[field] + amount);
}
