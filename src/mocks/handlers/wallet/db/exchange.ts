import type { LedgerAsset } from '../../../../api/account/profile';
import type { ExchangeRate, InAppUnit, TokenSymbol } from '../../../../api/wallet/wallet';
import { money, roundTo, toWire, truncate, type Money } from '../../../../lib/money';
import { UNIT_NAMES } from '../../profile/db/ledgerTexts';
import { credit } from '../../../db/balances';
import type { DbState, ExchangeRow, UserRow, WalletRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';
import { move, TOKEN_EXCHANGE_MIN, TOKEN_FEE_RATIO, tokenRate, txHashOf } from './wallets';

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

export function rateOf(from: InAppUnit, to: InAppUnit, time: number): ExchangeRate {
  const rate = toWire(money(WORTH[from]).div(money(WORTH[to])), 6);
  return { from, to, rate, fee_ratio: EXCHANGE_FEE_RATIO, min: MIN[from], quote_time: time };
}

/** A wallet account's rate between two of its tokens at `time`: it drifts with QC's price. */
export function tokenRateOf(
  walletId: number,
  from: TokenSymbol,
  to: TokenSymbol,
  time: number,
): ExchangeRate {
  return {
    from,
    to,
    wallet_id: walletId,
    rate: tokenRate(from, to, time),
    fee_ratio: TOKEN_FEE_RATIO,
    min: TOKEN_EXCHANGE_MIN[from],
    quote_time: time,
  };
}

/** An exchange's record: `amount × rate × (1 − feeRatio)` received, rounded down to `decimals`; the fee the rest. */
function recordExchange<U extends InAppUnit | TokenSymbol>(
  state: DbState,
  owner: { uid: number; walletId: number | null },
  order: { from: U; to: U; amount: Money; rate: number; feeRatio: number; decimals: number },
  time: number,
): ExchangeRow & { from: U; to: U } {
  const { from, to, amount, rate } = order;
  const gross = amount.times(money(rate));
  const received = truncate(gross.times(money(1).minus(money(order.feeRatio))), order.decimals);
  const row = {
    id: takeId(state, 'exchange'),
    uid: owner.uid,
    walletId: owner.walletId,
    from,
    to,
    amount: toWire(amount),
    received: toWire(received),
    rate,
    fee: toWire(roundTo(gross.minus(received), 2)),
    createTime: time,
  };
  state.exchanges.push(row);
  return row;
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
  const { rate, fee_ratio } = rateOf(from, to, time);
  const row = recordExchange(
    state,
    { uid: user.uid, walletId: null },
    { from, to, amount, rate, feeRatio: fee_ratio, decimals: DECIMALS[to] },
    time,
  );
  const received = money(row.received);
  const why = { title: 'exchange', params: { from: UNIT_NAMES[from], to: UNIT_NAMES[to] } } as const;
  credit(state, user, LEDGER_ASSET[from], amount.neg(), why, time);
  credit(state, user, LEDGER_ASSET[to], received, why, time);
  return row;
}

/**
 * `amount` of the account's `from` becomes `amount × rate × (1 − 0.3 %)` of its `to`, at the rate the user
 * confirmed (else the rate of `time`), rounded down to the cent; the caller has checked the amount, the holding and the rate the user was shown.
 * Both movements are `exchange` lines with one hash.
 */
export function exchangeTokens(
  state: DbState,
  wallet: WalletRow,
  order: { from: TokenSymbol; to: TokenSymbol; amount: Money; rate?: number },
  time: number,
): ExchangeRow {
  const { from, to, amount } = order;
  // The rate the user confirmed (the handler checked it is within 1 % of now's), else now's.
  const rate = order.rate ?? tokenRate(from, to, time);
  const row = recordExchange(
    state,
    { uid: wallet.uid, walletId: wallet.id },
    { from, to, amount, rate, feeRatio: TOKEN_FEE_RATIO, decimals: 2 },
    time,
  );
  const received = money(row.received);
  const txHash = txHashOf('exchange', wallet.address, from, to, row.amount, time, row.id);
  move(state, wallet, { kind: 'exchange', symbol: from, amount: amount.neg(), txHash }, time);
  move(state, wallet, { kind: 'exchange', symbol: to, amount: received, txHash }, time);
  return row;
}
