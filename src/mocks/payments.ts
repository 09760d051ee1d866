import type { PayType } from '../api/shared';
import { cents, credit, holding } from './db/balances';
import type { UserRow } from './db/schema';
import { ensure } from './reply';

/** Takes `amount` of the asset from the user, or refuses with "insufficient balance/points". */
export function spend(user: UserRow, asset: PayType, amount: number): void {
  ensure(holding(user, asset) >= amount, asset === 'points' ? 'insufficientPoints' : 'insufficientBalance');
  credit(user, asset, -amount);
}

/** What one unit costs in each asset; 0 points means the item cannot be paid with points. */
export interface UnitPrice {
  balance: number;
  points: number;
}

/** Pays `count` units in the chosen asset and answers the amount taken. */
export function charge(user: UserRow, payType: PayType, price: UnitPrice, count: number): number {
  const unit = payType === 'points' ? price.points : price.balance;
  ensure(unit > 0, 'pointsNotAccepted');
  const amount = cents(unit * count);
  spend(user, payType, amount);
  return amount;
}
