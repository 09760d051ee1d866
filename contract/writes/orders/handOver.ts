import type { Endpoint } from '../../../src/api/endpoints';
import * as orders from '../../../src/api/orders/orders';
import { money } from '../../../src/lib/money';
import type { Contract } from '../../contract';
import { expectBalance, readMe, readOrder, succeeded } from '../../readBack';
import type { WriteContext } from '../context';
import { expectSent, expectState, itemsOf, NO_RECEIVER, receiverOf, type Held } from './shared';

type Give = (body: orders.GiftItemRequest) => Promise<unknown>;
type Sell = (id: number) => Promise<orders.SaleResult>;

/** One item of an order to the second account: the order keeps the rest or reads gifted; the newest gift sent. */
export async function give(ctx: WriteContext, endpoint: Endpoint, send: Give, held: Held) {
  const { c } = ctx;
  const receiverId = receiverOf(ctx);
  if (!receiverId) return c.skip(endpoint, NO_RECEIVER);
  const body = { id: held.id, receiverId, quantity: 1, password: ctx.who.password };
  if (!(await c.check(endpoint, () => succeeded(send(body))))) return;
  const items = itemsOf(held);
  if (items === 1) await expectState(c, endpoint, held, 'gifted');
  else {
    const left = (await readOrder(c, held))?.count;
    c.expect(endpoint, left === items - 1, `order ${held.id} keeps ${left} items, not ${items - 1}`);
  }
  await expectSent(c, endpoint, receiverId, held.kind, 1);
}

/** An order's items sold back: credited its recycle price (answer and profile), and it reads recycled. */
export async function sellBack(c: Contract, endpoint: Endpoint, sell: Sell, held: Held) {
  const order = await readOrder(c, held);
  const before = await readMe(c);
  const sold = await c.check(endpoint, () => sell(held.id));
  if (!sold || !order || !before) return;
  const price = money(order.recyclePrice);
  c.expect(endpoint, price.eq(sold.amount), `credited ${sold.amount}, the recycle price is ${price}`);
  await expectBalance(c, endpoint, before, money(sold.amount), sold.balance);
  await expectState(c, endpoint, held, 'recycled');
}
