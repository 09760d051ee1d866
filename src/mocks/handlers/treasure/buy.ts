import type { BuyGoodsRequest, IssuePurchase, Purchase } from '../../../api/draws/treasure';
import type { IssueKind } from '../../../api/draws/treasureTypes';
import { now } from '../../clock';
import { db } from '../../db';
import { goodsOf, unitProblem } from './db/issues';
import { numbersOf, placeGoodsOrder, type Payment } from '../orders/db/orders';
import { placeIssueOrder } from './db/sales';
import { earnFromOrder } from '../team/db/team';
import type { OrderRow, UserRow } from '../../db/schema';
import { readCount } from '../../rules/input';
import { purchaseWhy } from '../profile/db/ledgerTexts';
import { charge } from '../../rules/payments';
import { ensure, ok, reader, Refusal, route, withAuth, type AuthedHandler } from '../../http/route';
import { readPayType } from './input';
import { findGoods, findIssueOf } from './lookups';

export const REMARK_MAX = 200;

const purchaseOf = (order: OrderRow, user: UserRow): Purchase => ({
  orderId: order.id,
  orderNo: order.orderNo,
  balance: user.balance,
  integral: user.integral,
});

/** Any count up to the stock; price × count from the balance, or points × count where the goods takes points. */
const buyGoods = route(
  'POST /api/Treasure/BuyGoods',
  withAuth(({ user, fields }) => {
    const goods = findGoods(fields.goodsId);
    const count = readCount(fields.count);
    const payType = readPayType(fields.payType);
    const remark = reader<BuyGoodsRequest>(fields)('remark').trim();
    ensure([...remark].length <= REMARK_MAX, 'remarkTooLong');
    ensure(count <= goods.stock, 'outOfStock');
    const price = { balance: goods.price, points: goods.points };
    const amount = charge(user, payType, price, count, purchaseWhy('goods', goods.name));
    const payment: Payment = { uid: user.uid, count, payType, amount };
    const order = placeGoodsOrder(db(), goods, payment, now(), remark);
    earnFromOrder(db(), order);
    return ok(purchaseOf(order, user), 'purchaseSuccess');
  }),
);

/**
 * Units of an issue on sale: each gets a lottery number, and the last one sold draws the issue. The unit
 * rules (at least `minUnits` unless fewer are left, then all of them) cover both kinds.
 */
const buyIssue =
  (kind: IssueKind): AuthedHandler =>
  ({ user, fields }) => {
    const issue = findIssueOf(fields.id, kind);
    ensure(issue.status === 0, 'issueClosed');
    const count = readCount(fields.count);
    const problem = unitProblem(issue, count);
    if (problem) throw new Refusal(problem);
    const payType = readPayType(fields.payType);
    const price = { balance: issue.unitPrice, points: issue.unitPoints };
    const why = purchaseWhy(kind, goodsOf(db(), issue.goodsId).name);
    const amount = charge(user, payType, price, count, why);
    const order = placeIssueOrder(db(), issue, { uid: user.uid, count, payType, amount }, now());
    earnFromOrder(db(), order);
    const purchase: IssuePurchase = { ...purchaseOf(order, user), numbers: numbersOf(order) };
    return ok(purchase, 'purchaseSuccess');
  };

const buyTreasure = route('POST /api/Treasure/BuyTreasure', withAuth(buyIssue('treasure')));
const buyCrowd = route('POST /api/Treasure/BuyCrowd', withAuth(buyIssue('crowd')));

export const buyHandlers = [buyGoods, buyTreasure, buyCrowd];
