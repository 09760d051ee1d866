import type { SaleResult } from '../../../api/orders/orders';
import type { OrderKind } from '../../../api/shared';
import { now } from '../../clock';
import { db } from '../../db';
import { money } from '../../../lib/money';
import { goodsOf } from '../treasure/db/issues';
import { letGo, recyclePriceOf } from './db/items';
import { purchaseWhy, soldBackWhy } from '../profile/db/ledgerTexts';
import { earn, spend } from '../../rules/payments';
import { ok, route, withAuth, type Handler } from '../../http/route';
import { findOrderOf, KINDS } from './lookups';
import { ensureClaimable, ensureInHand } from './rules';
import { balancesOf } from './views';

/** A won treasure or crowdfunding prize becomes the user's, once: unclaimed → unshipped. */
const claimReward = route(
  'GET /api/UserOrders/ClaimReward',
  withAuth(({ user, fields }) => {
    const order = findOrderOf(user, fields.id, KINDS.prize);
    ensureClaimable(order);
    order.itemState = 'unshipped';
    return ok(null, 'claimSuccess');
  }),
);

/** A won auction: the final price less what was paid before (the security deposit) comes from the balance. */
const claimAuction = route(
  'GET /api/UserOrders/ClaimAuction',
  withAuth(({ user, fields }) => {
    const order = findOrderOf(user, fields.id, KINDS.auction);
    ensureClaimable(order);
    const goods = goodsOf(db(), order.goodsId).name;
    spend(user, 'balance', money(order.amount).minus(money(order.prepaid)), purchaseWhy('auction', goods));
    order.itemState = 'unshipped';
    return ok(balancesOf(user), 'claimSuccess');
  }),
);

/** Sells items in the user's hands back to the platform for their recycle price, once. */
const sellBack = (kinds: readonly OrderKind[]): Handler =>
  withAuth(({ user, fields }) => {
    const order = findOrderOf(user, fields.id, kinds);
    ensureInHand(order);
    const amount = recyclePriceOf(db(), order);
    earn(user, 'balance', amount, soldBackWhy(goodsOf(db(), order.goodsId).name));
    letGo(order, 'recycled', amount, now());
    const result: SaleResult = { amount, balance: user.balance };
    return ok(result, 'saleSuccess');
  });

export const claimSellHandlers = [
  claimReward,
  claimAuction,
  route('GET /api/UserOrders/SellGoods', sellBack(KINDS.goods)),
  route('GET /api/UserOrders/SellTreasure', sellBack(KINDS.prize)),
  route('GET /api/UserOrders/SellAuction', sellBack(KINDS.auction)),
];
