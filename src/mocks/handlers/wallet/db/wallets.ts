import Hex from 'crypto-js/enc-hex';
import SHA256 from 'crypto-js/sha256';
import type { FeeQuote } from '../../../../api/shared';
import type { TokenBalance, TokenSymbol, WalletLogKind } from '../../../../api/wallet/wallet';
import {
  maxOf,
  money,
  roundTo,
  roundUpTo,
  sum,
  toWire,
  truncate,
  ZERO,
  type Money,
  type MoneyLike,
} from '../../../../lib/money';
import { addNotice } from '../../../db/notices';
import type { DbState, RechargeRow, UserRow, WalletLogRow, WalletRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** The wallet's rules (docs/api.md §15, decision 0037), shared by the handlers and the seed. */

export const TOKENS: readonly TokenSymbol[] = ['QC', 'USDT', 'TRX'];
export const WALLETS_MAX = 5;
export const WALLET_NAME_MAX = 20;

/** A transfer's fee, in the token sent, on top of the amount. */
export const TRANSFER_FEE: Record<TokenSymbol, number> = { QC: 1, USDT: 1, TRX: 2 };
/** The least a transfer moves. */
export const TRANSFER_MIN = 0.01;
/** Withdrawals (USDT): 2 % of the amount, at least 2; from 10; only while the account holds more than 500. */
export const WITHDRAW_FEE_RATIO = 0.02;
export const WITHDRAW_FEE_MIN = 2;
export const WITHDRAW_MIN = 10;
export const WITHDRAW_ABOVE = 500;
/** Card top-ups (USDT): 1 % (at least 0.50), paid on the card; from 10 to 10,000. */
export const RECHARGE_FEE_RATIO = 0.01;
export const RECHARGE_FEE_MIN = 0.5;
export const WALLET_RECHARGE_MIN = 10;
export const WALLET_RECHARGE_MAX = 10_000;
/** Exchanges between tokens: 0.3 % of what is received, at least `min` of what is sent, the rate within 1 %. */
export const TOKEN_FEE_RATIO = 0.003;
export const TOKEN_EXCHANGE_MIN: Record<TokenSymbol, number> = { QC: 1, USDT: 1, TRX: 10 };
export const RATE_TOLERANCE = 0.01;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * QC's price in USDT at `time`: 0.50 moving smoothly with the clock (±6 % over five days, ±2 % over seven
 * hours), 4 decimals; the same time always gives the same price. USDT is 1, TRX 0.25.
 */
export function priceOf(symbol: TokenSymbol, time: number): number {
  if (symbol === 'USDT') return 1;
  if (symbol === 'TRX') return 0.25;
  const wave =
    1 +
    0.06 * Math.sin((2 * Math.PI * time) / (5 * DAY)) +
    0.02 * Math.sin((2 * Math.PI * time) / (7 * HOUR));
  return toWire(money(0.5).times(money(wave.toFixed(8))), 4);
}

/** Units of `to` one `from` buys at `time`: price(from) / price(to), 6 decimals. */
export const tokenRate = (from: TokenSymbol, to: TokenSymbol, time: number): number =>
  toWire(money(priceOf(from, time)).div(money(priceOf(to, time))), 6);

/** Whether a rate the user was shown is still within 1 % of the rate now. */
export const rateHolds = (sent: MoneyLike, current: number): boolean =>
  money(sent)
    .minus(money(current))
    .abs()
    .lte(money(current).times(money(RATE_TOLERANCE)));

export const walletsOf = (state: DbState, uid: number): WalletRow[] =>
  state.wallets
    .filter((w) => w.uid === uid)
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);

export const mainWalletOf = (state: DbState, uid: number): WalletRow | undefined =>
  state.wallets.find((w) => w.uid === uid && w.isMain);

export const walletAt = (state: DbState, address: string): WalletRow | undefined =>
  state.wallets.find((w) => w.address === address);

export function balanceOf(state: DbState, walletId: number, symbol: TokenSymbol): number {
  return state.walletBalances.find((b) => b.walletId === walletId && b.symbol === symbol)?.balance ?? 0;
}

function setBalance(state: DbState, walletId: number, symbol: TokenSymbol, balance: number): void {
  const row = state.walletBalances.find((b) => b.walletId === walletId && b.symbol === symbol);
  if (row) row.balance = balance;
  else state.walletBalances.push({ walletId, symbol, balance });
}

/** A transaction hash: 64 hex characters from what the movement is, so the same state gives the same hash. */
export const txHashOf = (...parts: (string | number)[]): string => SHA256(parts.join(':')).toString(Hex);

interface Movement {
  kind: WalletLogKind;
  symbol: TokenSymbol;
  /** + in, − out; the fee is taken on top */
  amount: MoneyLike;
  fee?: MoneyLike;
  counterparty?: string;
  txHash?: string;
}

/**
 * The only way an account's holding changes: the amount (and the fee, out) moves and a log line says so.
 * The caller has checked that the holding covers it.
 */
export function move(state: DbState, wallet: WalletRow, movement: Movement, time: number): WalletLogRow {
  const { kind, symbol } = movement;
  const fee = money(movement.fee ?? 0);
  const amount = money(movement.amount);
  const after = money(balanceOf(state, wallet.id, symbol))
    .plus(amount)
    .minus(fee);
  setBalance(state, wallet.id, symbol, toWire(after));
  const id = takeId(state, 'walletLog');
  const row: WalletLogRow = {
    id,
    walletId: wallet.id,
    symbol,
    kind,
    amount: toWire(amount),
    fee: toWire(fee),
    counterparty: movement.counterparty ?? '',
    txHash: movement.txHash ?? txHashOf(kind, wallet.address, symbol, toWire(amount), time, id),
    createTime: time,
  };
  state.walletLogs.push(row);
  return row;
}

export function tokenBalances(state: DbState, walletId: number, time: number): TokenBalance[] {
  return TOKENS.map((symbol) => {
    const balance = balanceOf(state, walletId, symbol);
    const price = priceOf(symbol, time);
    return {
      symbol,
      balance,
      price_usdt: price,
      value_usdt: toWire(roundTo(money(balance).times(money(price)), 2)),
    };
  });
}

export const totalUsdt = (tokens: TokenBalance[]): number => toWire(sum(tokens.map((t) => t.value_usdt)));

// Fees.

const quote = (fee: Money, actual: Money, min: MoneyLike, max: Money): FeeQuote => ({
  fee: toWire(fee),
  actual: toWire(actual),
  min: toWire(min),
  max: toWire(maxOf(max, ZERO)),
});

export function transferQuote(balance: MoneyLike, symbol: TokenSymbol, amount: Money): FeeQuote {
  const fee = money(TRANSFER_FEE[symbol]);
  return quote(fee, amount, TRANSFER_MIN, money(balance).minus(fee));
}

export const withdrawFeeOf = (amount: Money): Money =>
  maxOf(roundUpTo(amount.times(money(WITHDRAW_FEE_RATIO)), 2), money(WITHDRAW_FEE_MIN));

/** The most that can be withdrawn: the largest amount whose amount + fee fits in the balance. */
export function withdrawMax(balance: MoneyLike): Money {
  const held = money(balance);
  const flat = held.minus(money(WITHDRAW_FEE_MIN));
  // Up to 100 the fee is the minimum; above, it is 2 % of the amount.
  let max = flat.lte(money(WITHDRAW_FEE_MIN / WITHDRAW_FEE_RATIO))
    ? flat
    : truncate(held.div(money(1 + WITHDRAW_FEE_RATIO)), 2);
  while (max.gt(0) && max.plus(withdrawFeeOf(max)).gt(held)) max = max.minus(money(0.01));
  return max;
}

export function withdrawQuote(balance: MoneyLike, amount: Money): FeeQuote {
  return quote(withdrawFeeOf(amount), amount, WITHDRAW_MIN, withdrawMax(balance));
}

export const rechargeFeeOf = (amount: Money): Money =>
  maxOf(roundUpTo(amount.times(money(RECHARGE_FEE_RATIO)), 2), money(RECHARGE_FEE_MIN));

export const rechargeQuote = (amount: Money): FeeQuote =>
  quote(rechargeFeeOf(amount), amount, WALLET_RECHARGE_MIN, money(WALLET_RECHARGE_MAX));

// Moves between accounts.

/** Sender pays amount + fee, the receiver gets the amount; one hash for both lines; the receiver is told. */
export function transferTokens(
  state: DbState,
  order: { from: WalletRow; to: WalletRow; symbol: TokenSymbol; amount: Money; sender: UserRow },
  time: number,
): WalletLogRow {
  const { from, to, symbol, amount, sender } = order;
  const txHash = txHashOf(
    'transfer',
    from.address,
    to.address,
    symbol,
    toWire(amount),
    time,
    state.seq.walletLog,
  );
  const out = move(
    state,
    from,
    {
      kind: 'transfer_out',
      symbol,
      amount: amount.neg(),
      fee: TRANSFER_FEE[symbol],
      counterparty: to.address,
      txHash,
    },
    time,
  );
  move(state, to, { kind: 'transfer_in', symbol, amount, counterparty: from.address, txHash }, time);
  const params = { name: sender.nickName, amount: String(toWire(amount)), symbol, wallet: to.name };
  addNotice(state, to.uid, { kind: 'walletTransferReceived', refId: to.id }, params, time);
  return out;
}

/** The card checkout paid a wallet top-up: the account's USDT rises by the amount and the user is told. */
export function payWalletRecharge(state: DbState, row: RechargeRow, time: number): void {
  const wallet = state.wallets.find((w) => w.id === row.walletId);
  if (!wallet) return;
  move(state, wallet, { kind: 'recharge', symbol: 'USDT', amount: row.amount }, time);
  const params = { orderNo: row.orderNo, amount: `${row.amount} USDT`, wallet: wallet.name };
  addNotice(state, row.uid, { kind: 'walletTopUpPaid', refId: wallet.id }, params, time);
}
