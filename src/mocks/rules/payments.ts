import type { LedgerAsset } from '../../api/account/profile';
import type { PayType } from '../../api/shared';
import { money, toWire, type MoneyLike } from '../../lib/money';
import { now } from '../clock';
import { db } from '../db';
import { credit, holding } from '../db/balances';
import type { UserRow } from '../db/schema';
import type { Why } from '../handlers/profile/db/ledgerTexts';
import { ensure } from '../http/reply';

/** Takes `amount` of the asset (ledger line `why`), or refuses with "insufficient balance/points". */
export function spend(user: UserRow, asset: LedgerAsset, amount: MoneyLike, why: Why): void {
  const enough = money(holding(user, asset)).gte(money(amount));
  ensure(enough, asset === 'points' ? 'insufficientPoints' : 'insufficientBalance');
  credit(db(), user, asset, money(amount).neg(), why, now());
}

/** Gives the user `amount` of the asset now (ledger line `why`). */
export function earn(user: UserRow, asset: LedgerAsset, amount: MoneyLike, why: Why): void {
  credit(db(), user, asset, amount, why, now());
}

/** What one unit costs in each asset; 0 points means the item cannot be paid with points. */
export interface UnitPrice {
  balance: number;
  points: number;
}

/** Pays `count` units in the chosen asset and answers the amount taken. */
export function charge(user: UserRow, payType: PayType, price: UnitPrice, count: number, why: Why): number {
  const unit = money(payType === 'points' ? price.points : price.balance);
  ensure(unit.gt(0), 'pointsNotAccepted');
  const amount = unit.times(count);
  spend(user, payType, amount, why);
  return toWire(amount);
}
