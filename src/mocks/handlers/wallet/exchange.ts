import type { ExchangeRecord, ExchangeRequest, InAppUnit } from '../../../api/wallet';
import { money } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { holding } from '../../db/balances';
import { exchangeUnits, IN_APP_UNITS, LEDGER_ASSET, rateOf } from '../../db/exchange';
import type { ExchangeRow } from '../../db/schema';
import { readMoney } from '../../rules/input';
import { ensurePayPassword } from '../../rules/common';
import { ensure, ok, pageOf, reader, route, withAuth, type Fields } from '../../http/route';

const unitOf = (value: unknown): InAppUnit | undefined => IN_APP_UNITS.find((u) => u === value);

/**
 * Two different units of the mall account. A chain wallet's tokens (QC, USDT, TRX with a wallet_id) belong
 * to the wallet's own exchange, which is not served here.
 */
function readPair(fields: Fields): { from: InAppUnit; to: InAppUnit } {
  const from = unitOf(fields.from);
  const to = unitOf(fields.to);
  ensure(from && to && from !== to, 'exchangePairInvalid');
  return { from, to };
}

const toRecord = (row: ExchangeRow): ExchangeRecord => ({
  id: row.id,
  from: row.from,
  to: row.to,
  amount: row.amount,
  received: row.received,
  rate: row.rate,
  fee: row.fee,
  create_time: row.createTime,
});

const exchangeRate = route(
  'POST /apiv2/Wallet/exchangeRate',
  withAuth(({ fields }) => {
    const { from, to } = readPair(fields);
    return ok(rateOf(from, to));
  }),
);

/** At least `min` of what the user holds, confirmed with the payment password; `wallet_id` is not needed. */
const exchange = route(
  'POST /apiv2/Wallet/exchange',
  withAuth(({ user, fields }) => {
    const { from, to } = readPair(fields);
    const amount = readMoney(fields.amount, from === 'points');
    ensure(amount.gte(money(rateOf(from, to).min)), 'amountBelowMin');
    const short = money(holding(user, LEDGER_ASSET[from])).lt(amount);
    ensure(!short, from === 'points' ? 'insufficientPoints' : 'insufficientBalance');
    ensurePayPassword(user, reader<ExchangeRequest>(fields)('pay_password'));
    return ok(toRecord(exchangeUnits(db(), user, { from, to, amount }, now())), 'exchangeSuccess');
  }),
);

const exchangeLog = route(
  'GET /apiv2/Wallet/exchangeLog',
  withAuth(({ user, fields }) => {
    const rows = db()
      .exchanges.filter((e) => e.uid === user.uid)
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, toRecord));
  }),
);

export const exchangeHandlers = [exchangeRate, exchange, exchangeLog];
