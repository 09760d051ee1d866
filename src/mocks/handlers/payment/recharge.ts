import type { RechargeQuery, RechargeRecord } from '../../../api/account/profile';
import type { WebPayRequest, WebPayResult } from '../../../api/payment/payment';
import { money, toWire } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { CHECKOUT_PATH, createRecharge, RECHARGE_MIN } from './db/recharges';
import type { RechargeRow } from '../../db/schema';
import { given, readMoney } from '../../rules/input';
import { readWallet } from '../wallet/input';
import { ensure, ok, pageOf, reader, route, withAuth } from '../../http/route';

/**
 * A top-up of at least 10 through an open recharge_type: a waiting record, and the app's own checkout page
 * to pay it on. The simulated payment reports back 5 s later (db/recharges settles it by the clock).
 */
const webPay = route(
  'POST /api/Payment/WebPay',
  withAuth(({ user, fields }) => {
    const amount = readMoney(fields.amount);
    ensure(amount.gte(money(RECHARGE_MIN)), 'rechargeMin');
    const type = reader<WebPayRequest>(fields)('type');
    ensure(
      db().config.public.recharge_type.some((t) => t.type === type && t.open === 1),
      'rechargeTypeInvalid',
    );
    const row = createRecharge(db(), user.uid, { amount: toWire(amount), type }, now());
    const result: WebPayResult = {
      orderNo: row.orderNo,
      payUrl: `${CHECKOUT_PATH}?orderNo=${encodeURIComponent(row.orderNo)}`,
    };
    return ok(result, 'rechargeCreated');
  }),
);

/** docs/api.md §3: a record names its wallet account (null for the mall account's top-ups). */
type WalletRechargeRecord = RechargeRecord & { wallet_id: number | null };

const toRecord = (row: RechargeRow): WalletRechargeRecord => ({
  id: row.id,
  orderNo: row.orderNo,
  amount: row.amount,
  type: row.type,
  status: row.status,
  createTime: row.createTime,
  wallet_id: row.walletId,
});

/**
 * The user's top-ups, newest first; only one recharge_type's when `type` is given. Without `wallet_id` the mall
 * account's (Payment/WebPay), with it that wallet account's (Wallet/recharge).
 */
const getRechargeList = route(
  'GET /api/Profile/GetRechargeList',
  withAuth(({ user, fields }) => {
    const type = reader<RechargeQuery>(fields)('type');
    const walletId = given(fields.wallet_id) ? readWallet(user, fields.wallet_id).id : null;
    const rows = db()
      .recharges.filter(
        (r) => r.uid === user.uid && r.walletId === walletId && (type === '' || r.type === type),
      )
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, toRecord));
  }),
);

export const rechargeHandlers = [webPay, getRechargeList];
