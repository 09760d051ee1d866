import type { OneClickListingRequest } from '../../../api/goods/goods';
import { now } from '../../clock';
import { db } from '../../db';
import { createListing } from './db/bazaarListings';
import { goodsOf } from '../treasure/db/issues';
import { itemsOf } from '../orders/db/items';
import { optionalOf } from '../../rules/input';
import { ensure, ok, route, withAuth } from '../../http/route';
import { findOrderOf } from '../orders/lookups';
import { ensureInHand } from '../orders/rules';
import { readCurrency, readPrice } from './input';
import { ensureSeller } from './lookups';
import { toListing } from './views';

const ORDER_KINDS: readonly OneClickListingRequest['order_kind'][] = ['goods', 'treasure', 'crowd'];

/**
 * Lists an item of the seller's that is still in hand (a bought item or a claimed prize, not shipped, sold or
 * given): the product's picture and description (in the seller's language: the listing's text is then theirs),
 * the order's items as stock, published. The order is then `listed`: the shop holds it, so it can no longer be
 * shipped, sold back or given.
 */
const oneClickListing = route(
  'POST /apiv2/Goods/oneClickListing',
  withAuth(({ user, fields, lang }) => {
    ensureSeller(user);
    const kind = optionalOf(fields.order_kind, ORDER_KINDS);
    ensure(kind, 'badRequest');
    const order = findOrderOf(user, fields.order_id, [kind]);
    ensureInHand(order);
    const price = readPrice(fields.price);
    const currency = readCurrency(fields.currency);
    const state = db();
    const goods = goodsOf(state, order.goodsId);
    const listing = createListing(
      state,
      user.uid,
      {
        goodsId: goods.id,
        price,
        currency,
        stock: itemsOf(order),
        description: goods.describe[lang],
        images: [],
        fromOrderId: order.id,
      },
      now(),
    );
    order.itemState = 'listed';
    return ok(toListing(listing), 'listingPublished');
  }),
);

export const oneClickHandlers = [oneClickListing];
