import type { ExchangeRequest, InAppUnit, TokenSymbol } from '../../../api/wallet/wallet';
import { money } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { holding } from '../../db/balances';
import {
  exchangeTokens,
  exchangeUnits,
  IN_APP_UNITS,
  LEDGER_ASSET,
  rateOf,
  tokenRateOf,
} from './db/exchange';
import type { UserRow } from '../../db/schema';
import { balanceOf, rateHolds } from './db/wallets';
import { given, readMoney } from '../../rules/input';
import { ensurePayPassword } from '../../rules/common';
import { ensure, ok, pageOf, reader, route, withAuth, type Fields, type Reply } from '../../http/route';
import { readRequestId, readWallet, sendOnce, tokenOf } from './input';
import { newestFirst, toExchangeRecord } from './views';

const unitOf = (value: unknown): InAppUnit | undefined => IN_APP_UNITS.find((u) => u === value);

/** Two different units of the mall account (no wallet_id). */
function readUnits(fields: Fields): { from: InAppUnit; to: InAppUnit } {
  const from = unitOf(fields.from);
  const to = unitOf(fields.to);
  ensure(from && to && from !== to, 'exchangePairInvalid');
  return { from, to };
}

/** Both sides are the mall account's units: their own exchange, a wallet_id sent with them is ignored. */
const areUnits = (fields: Fields) => unitOf(fields.from) !== undefined && unitOf(fields.to) !== undefined;

/** Two different tokens of one account (wallet_id given); a mall unit with a token cannot be exchanged. */
function readTokens(fields: Fields): { from: TokenSymbol; to: TokenSymbol } {
  const from = tokenOf(fields.from);
  const to = tokenOf(fields.to);
  ensure(from && to && from !== to, 'exchangePairInvalid');
  return { from, to };
}

const exchangeRate = route(
  'POST /apiv2/Wallet/exchangeRate',
  withAuth(({ user, fields }) => {
    if (areUnits(fields)) {
      const { from, to } = readUnits(fields);
      return ok(rateOf(from, to, now()));
    }
    const { from, to } = readTokens(fields);
    return ok(tokenRateOf(readWallet(user, fields.wallet_id).id, from, to, now()));
  }),
);

/** At least `min` of what the user holds, confirmed with the payment password; `request_id` optional. */
function exchangeUnitsReply(user: UserRow, fields: Fields): Reply {
  const { from, to } = readUnits(fields);
  const amount = readMoney(fields.amount, from === 'points');
  ensure(amount.gte(money(rateOf(from, to, now()).min)), 'amountBelowMin');
  const short = money(holding(user, LEDGER_ASSET[from])).lt(amount);
  ensure(!short, from === 'points' ? 'insufficientPoints' : 'insufficientBalance');
  ensurePayPassword(user, reader<ExchangeRequest>(fields)('pay_password'));
  return ok(toExchangeRecord(exchangeUnits(db(), user, { from, to, amount }, now())), 'exchangeSuccess');
}

/** An account's tokens at the rate the user was shown, refused when it moved more than 1 % since. */
function exchangeTokensReply(user: UserRow, fields: Fields): Reply {
  const { from, to } = readTokens(fields);
  const wallet = readWallet(user, fields.wallet_id);
  const amount = readMoney(fields.amount);
  const time = now();
  const current = tokenRateOf(wallet.id, from, to, time);
  ensure(amount.gte(money(current.min)), 'amountBelowMin');
  ensure(amount.lte(money(balanceOf(db(), wallet.id, from))), 'insufficientBalance');
  const sent = fields.rate;
  ensure(
    (typeof sent === 'number' && sent > 0) || (typeof sent === 'string' && /^\d+(\.\d+)?$/.test(sent)),
    'badRequest',
  );
  ensure(rateHolds(sent, current.rate), 'exchangeRateChanged');
  ensurePayPassword(user, reader<ExchangeRequest>(fields)('pay_password'));
  const rate = Number(sent);
  return ok(
    toExchangeRecord(exchangeTokens(db(), wallet, { from, to, amount, rate }, time)),
    'exchangeSuccess',
  );
}

const exchange = route(
  'POST /apiv2/Wallet/exchange',
  withAuth(({ user, fields }) => {
    if (!areUnits(fields)) {
      return sendOnce(user, readRequestId(fields.request_id), () => exchangeTokensReply(user, fields));
    }
    if (given(fields.request_id)) {
      return sendOnce(user, readRequestId(fields.request_id), () => exchangeUnitsReply(user, fields));
    }
    return exchangeUnitsReply(user, fields);
  }),
);

/** With wallet_id that account's exchanges, without it the mall units'; newest first. */
const exchangeLog = route(
  'GET /apiv2/Wallet/exchangeLog',
  withAuth(({ user, fields }) => {
    const walletId = given(fields.wallet_id) ? readWallet(user, fields.wallet_id).id : null;
    const rows = db()
      .exchanges.filter((e) => e.uid === user.uid && e.walletId === walletId)
      .sort(newestFirst);
    return ok(pageOf(rows, fields, toExchangeRecord));
  }),
);

export const exchangeHandlers = [exchangeRate, exchange, exchangeLog];
