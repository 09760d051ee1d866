import type { LedgerAsset } from '../../api/profile';
import type { ExchangeRate, InAppUnit } from '../../api/wallet';
import { money, roundTo, toWire, truncate, type Money } from '../../lib/money';
import { UNIT_NAMES } from '../texts/ledgerTexts';
import { credit } from './balances';
import type { DbState, ExchangeRow, UserRow } from './schema';
import { takeId } from './sequence';

/** What one unit is worth in balance: 100 points make 1 balance (as the points redemptions price them). */
const WORTH: Record<InAppUnit, number> = { balance: 1, points: 0.01, qc: 2 };
/** The least that can be exchanged, in the unit given. */
const MIN: Record<InAppUnit, number> = { balance: 1, points: 100, qc: 1 };
export const EXCHANGE_FEE_RATIO = 0.02;

export const IN_APP_UNITS: readonly InAppUnit[] = ['balance', 'points', 'qc'];

/** Where each unit sits in the ledger. */
export const LEDGER_ASSET: Record<InAppUnit, LedgerAsset> = {
  balance: 'balance',
  points: 'points',
  qc: 'QC',
};

/** Points are whole; balance and QC go to the cent. */
const DECIMALS: Record<InAppUnit, number> = { balance: 2, points: 0, qc: 2 };

export function rateOf(from: InAppUnit, to: InAppUnit): ExchangeRate {
  const rate = toWire(money(WORTH[from]).div(money(WORTH[to])), 6);
  return { from, to, rate, fee_ratio: EXCHANGE_FEE_RATIO, min: MIN[from] };
}

/**
 * `amount` of `from` becomes `amount × rate × (1 − fee_ratio)` of `to`, rounded down to `to`'s step; the
 * caller has checked the amount and the holding. Both movements are ledger lines.
 */
export function exchangeUnits(
  state: DbState,
  user: UserRow,
  order: { from: InAppUnit; to: InAppUnit; amount: Money },
  time: number,
): ExchangeRow {
  const { from, to, amount } = order;
  const { rate, fee_ratio } = rateOf(from, to);
  const gross = amount.times(money(rate));
  const received = truncate(gross.times(money(1).minus(money(fee_ratio))), DECIMALS[to]);
  const row: ExchangeRow = {
    id: takeId(state, 'exchange'),
    uid: user.uid,
    from,
    to,
    amount: toWire(amount),
    received: toWire(received),
    rate,
    fee: toWire(roundTo(gross.minus(received), 2)),
    createTime: time,
  };
  state.exchanges.push(row);
  const why = { title: 'exchange', params: { from: UNIT_NAMES[from], to: UNIT_NAMES[to] } } as const;
  credit(state, user, LEDGER_ASSET[from], amount.neg(), why, time);
  credit(state, user, LEDGER_ASSET[to], received, why, time);
  return row;
}
