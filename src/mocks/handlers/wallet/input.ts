import type { TokenSymbol } from '../../../api/wallet/wallet';
import { hasDecimals, money, type Money } from '../../../lib/money';
import { now } from '../../clock';
import { db, detached } from '../../db';
import type { UserRow, WalletRow } from '../../db/schema';
import { TOKENS, walletsOf } from './db/wallets';
import { idOf } from '../../rules/input';
import { CODE, ensure, ok, type Reply } from '../../http/route';

/** Readers of the Wallet group's fields (docs/api.md §15); each refuses with the contract's message. */

/** One of the user's accounts: none yet is "create a wallet first", another's or an unknown id "wallet not found". */
export function readWallet(user: UserRow, value: unknown): WalletRow {
  const own = walletsOf(db(), user.uid);
  ensure(own.length > 0, 'walletRequired');
  const id = idOf(value);
  const wallet = own.find((w) => w.id === id);
  ensure(wallet, 'walletNotFound', CODE.notFound);
  return wallet;
}

export const tokenOf = (value: unknown): TokenSymbol | undefined => TOKENS.find((t) => t === value);

export function readSymbol(value: unknown): TokenSymbol {
  const symbol = tokenOf(value);
  ensure(symbol, 'badRequest');
  return symbol;
}

/** Top-ups and withdrawals move USDT only. */
export function readUsdt(value: unknown): 'USDT' {
  ensure(readSymbol(value) === 'USDT', 'walletSymbolInvalid');
  return 'USDT';
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A fee quote's amount: 0 or more to the cent (a page asks for the maximum before anything is typed). */
export function readQuoteAmount(value: unknown): Money {
  const sent =
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && DECIMAL.test(value));
  ensure(sent, 'amountInvalid');
  const amount = money(value);
  ensure(amount.gte(0) && hasDecimals(amount, 2), 'amountInvalid');
  return amount;
}

/** A UUID-ish `request_id`: 8–64 letters, digits and dashes ("invalid request" otherwise). */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function readRequestId(value: unknown): string {
  ensure(typeof value === 'string' && REQUEST_ID.test(value), 'badRequest');
  return value;
}

/**
 * A send (transfer, withdraw, top-up, exchange) runs once per `request_id` and user: a repeat answers the first
 * answer and moves nothing. A refused send remembers nothing (the refusal rolls the state back), so it can be
 * sent again.
 */
export function sendOnce(user: UserRow, requestId: string, work: () => Reply): Reply {
  const memo = db().sendMemos.find((m) => m.uid === user.uid && m.requestId === requestId);
  if (memo) return ok(detached(memo.data), memo.messageKey);
  const reply = work();
  if (reply.code === CODE.ok) {
    db().sendMemos.push({
      uid: user.uid,
      requestId,
      messageKey: reply.messageKey,
      data: detached(reply.data),
      createTime: now(),
    });
  }
  return reply;
}
