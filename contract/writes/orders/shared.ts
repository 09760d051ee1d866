import * as endpoints from '../../../src/api/endpoints';
import type { Endpoint } from '../../../src/api/endpoints';
import * as messages from '../../../src/api/messages/message';
import * as orders from '../../../src/api/orders/orders';
import type { OrderKind } from '../../../src/api/shared';
import { money, type MoneyLike } from '../../../src/lib/money';
import { firstOf, page, type Contract } from '../../contract';
import { readOrder } from '../../readBack';
import type { WriteContext } from '../context';

const { Message: M } = endpoints;

export { page };

export const NO_RECEIVER = 'no second test account to give to (QC_CONTRACT_SECOND_UID)';

/** An item the account holds: an order of some kind and its count (units of a prize, items otherwise). */
export type Held = Pick<orders.Order, 'id' | 'kind' | 'count'>;

export const giftsOf = (c: Contract, direction: messages.GiftDirection) =>
  c.check(M.GetGiftsList, () => messages.getGiftsList({ ...page, direction }));
export const receiverOf = (ctx: WriteContext) => ctx.who.secondUid ?? ctx.second?.uid;
export const isMoney = (kind: messages.GiftKind) => kind === 'balance' || kind === 'points';
export const isPrize = (kind: OrderKind) => kind === 'treasure' || kind === 'crowd';
/** Items an order holds: a won prize is one item whatever the units bought (docs/api.md §6, Items). */
export const itemsOf = ({ kind, count }: Held) => (isPrize(kind) ? 1 : count);

/** The order reads `state`; answers whether it does. */
export async function expectState(c: Contract, endpoint: Endpoint, held: Held, state: orders.ItemState) {
  const read = (await readOrder(c, held))?.itemState;
  c.expect(endpoint, read === state, `order ${held.id} reads ${read}, not ${state}`);
  return read === state;
}

/** The newest gift the account sent is `quantity` of `kind` to `receiverId`. */
export async function expectSent(
  c: Contract,
  endpoint: Endpoint,
  receiverId: number,
  kind: string,
  quantity: MoneyLike,
) {
  const gift = firstOf(await giftsOf(c, 'sent'));
  const sent = gift?.receiverId === receiverId && gift.kind === kind && money(gift.quantity).eq(quantity);
  c.expect(endpoint, sent, `the newest gift sent: ${gift?.quantity} ${gift?.kind} to ${gift?.receiverId}`);
}

/** The received gift `id` reads `status` (1 claimed, 2 sold back, 3 passed on). */
export async function expectGift(c: Contract, endpoint: Endpoint, id: number, status: messages.GiftStatus) {
  const read = (await giftsOf(c, 'received'))?.list.find((each) => each.id === id)?.status;
  c.expect(endpoint, read === status, `gift ${id} reads status ${read}, not ${status}`);
}
