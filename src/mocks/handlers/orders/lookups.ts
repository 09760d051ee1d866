import type { OrderListQuery } from '../../../api/orders/orders';
import type { OrderKind } from '../../../api/shared';
import { db } from '../../db';
import type { GiftRow, OrderRow, UserRow } from '../../db/schema';
import { findUser } from '../../db/users';
import { idOf } from '../../rules/input';
import { CODE, ensure } from '../../http/route';

/** Which order kinds each family of calls works on; an order of another kind is "not found" there. */
export const KINDS = {
  goods: ['goods'],
  prize: ['treasure', 'crowd'],
  auction: ['auction'],
  any: ['goods', 'treasure', 'crowd', 'auction'],
} as const satisfies Record<string, readonly OrderKind[]>;

/** The user's order of one of `kinds`, else 404: someone else's order is as unknown as a missing one. */
export function findOrderOf(user: UserRow, id: unknown, kinds: readonly OrderKind[]): OrderRow {
  const wanted = idOf(id);
  const order = db().orders.find((o) => o.id === wanted && o.uid === user.uid && kinds.includes(o.kind));
  ensure(order, 'orderNotFound', CODE.notFound);
  return order;
}

/** A gift the user received, else 404. */
export function findGiftOf(user: UserRow, id: unknown): GiftRow {
  const wanted = idOf(id);
  const gift = db().gifts.find((g) => g.id === wanted && g.receiverUid === user.uid);
  ensure(gift, 'giftNotFound', CODE.notFound);
  return gift;
}

/** Who a gift goes to: an existing user ("user not found", 404) other than the sender. */
export function findReceiver(sender: UserRow, id: unknown): UserRow {
  const receiver = findUser(idOf(id));
  ensure(receiver, 'userNotFound', CODE.notFound);
  ensure(receiver.uid !== sender.uid, 'giftToSelf');
  return receiver;
}

const newestFirst = (a: OrderRow, b: OrderRow) => b.createTime - a.createTime || b.id - a.id;

/** The user's orders of `kinds` in the states asked for, newest first. */
export function ordersOf(
  uid: number,
  kinds: readonly OrderKind[],
  filter: Omit<OrderListQuery, 'pageIndex' | 'pageSize'>,
): OrderRow[] {
  return db()
    .orders.filter(
      (o) =>
        o.uid === uid &&
        kinds.includes(o.kind) &&
        (filter.drawState === undefined || o.drawState === filter.drawState) &&
        (filter.itemState === undefined || o.itemState === filter.itemState),
    )
    .sort(newestFirst);
}
