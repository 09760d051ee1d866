import type { OrderKind } from '../../../api/shared';
import { now } from '../../clock';
import { db } from '../../db';
import { giveItems, giveMoney } from '../message/db/gifts';
import { itemsOf } from './db/items';
import { spend } from '../../rules/payments';
import { ok, route, withAuth, type Handler } from '../../http/route';
import { findOrderOf, findReceiver, KINDS } from './lookups';
import { ensureInHand, ensureLoginPassword, readAmount, readAsset, readQuantity } from './rules';
import { balancesOf } from './views';

/**
 * Gives items in the user's hands to another user, for good: all of the order, or part of it (split off,
 * the rest staying with the sender). The receiver finds an unclaimed gift and a notice.
 */
const giftItems = (kinds: readonly OrderKind[]): Handler =>
  withAuth(({ user, fields }) => {
    const order = findOrderOf(user, fields.id, kinds);
    ensureInHand(order);
    const receiver = findReceiver(user, fields.receiverId);
    const quantity = readQuantity(fields.quantity, itemsOf(order));
    ensureLoginPassword(user, fields);
    giveItems(db(), user, order, receiver, quantity, now());
    return ok(null, 'giftSent');
  });

/** Balance or points leave the sender at once; the receiver is credited on claiming the gift. */
const giftMoney = route(
  'POST /api/UserOrders/GiftMoney',
  withAuth(({ user, fields }) => {
    const asset = readAsset(fields.asset);
    const receiver = findReceiver(user, fields.receiverId);
    const amount = readAmount(fields.quantity, asset);
    ensureLoginPassword(user, fields);
    spend(user, asset, amount, { title: 'giftSent', params: { name: receiver.nickName } });
    giveMoney(db(), user, receiver, asset, amount, now());
    return ok(balancesOf(user), 'giftSent');
  }),
);

export const giftHandlers = [
  route('POST /api/UserOrders/GiftGoods', giftItems(KINDS.goods)),
  route('POST /api/UserOrders/GiftTreasure', giftItems(KINDS.prize)),
  route('POST /api/UserOrders/GiftAuction', giftItems(KINDS.auction)),
  giftMoney,
];
