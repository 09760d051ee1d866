import type { KefuMessage } from '../../src/api/messages/kefu';
import * as endpoints from '../../src/api/endpoints';
import type { LangValue, Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { KEFU_REPLY_DELAY_MS } from '../../src/mocks/handlers/kefu/db/kefu';
import { toOrder } from '../../src/mocks/handlers/orders/views';
import { kefuOrderReply } from '../../src/mocks/handlers/kefu/kefuReplies';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const K = endpoints.KeFu;
const sendMessage = (token: string, body: Record<string, unknown>, lang?: LangValue) =>
  send<KefuMessage>(K.send, token, body, lang);
const list = (token: string) => send<Page<KefuMessage>>(K.list, token, { pageIndex: 1, pageSize: 20 });

/** A seeded order of the user at `index` in the seed. */
function orderOf(index: number) {
  const order = db().orders.find((row) => row.uid === userAt(index).uid);
  if (!order) throw new Error(`user ${index} has no order`);
  return order;
}

describe('fake backend: an order sent to support', () => {
  it('stores the order by its number, with the order as it stands, and lists it', async () => {
    const token = await signInDemo();
    const row = orderOf(USERS.demo);
    const { id, kind, goodsName, thumbnail, count, amount, payType, drawState, itemState } = toOrder(row);
    const sent = await sendMessage(token, { type: 'order', content: ` ${row.orderNo} `, clientId: 'o-1' });
    // Pictures are served from the origin the call reached.
    const picture = expect.stringMatching(new RegExp(`^https?://[^/]+${thumbnail}$`));
    const card = { id, orderNo: row.orderNo, kind, goodsName, count, amount, payType, drawState, itemState };
    expect(sent).toMatchObject({
      code: 200,
      data: { from: 'user', type: 'order', content: row.orderNo, order: { ...card, thumbnail: picture } },
    });
    expect((await list(token)).data.list[0]).toEqual(sent.data);
    // The card is what was sent: the order moving on later does not change the message.
    const stored = db().orders.find((o) => o.id === row.id);
    if (!stored) throw new Error('the order is gone');
    stored.itemState = 'gifted';
    expect(toOrder(stored).itemState).toBe('gifted');
    expect((await list(token)).data.list[0]?.order?.itemState).toBe(itemState);
  });

  it('answers an order by its number, in the language it was sent in', async () => {
    const token = await signInDemo();
    const { orderNo } = orderOf(USERS.demo);
    await sendMessage(token, { type: 'order', content: orderNo }, 'zh_cn');
    clock.advance(KEFU_REPLY_DELAY_MS);
    const reply = (await list(token)).data.list[0];
    expect(reply).toMatchObject({ from: 'staff', type: 'text', content: kefuOrderReply(orderNo, 'zh_cn') });
    expect(reply?.content).toContain(orderNo);
    expect(reply).not.toHaveProperty('order');
  });

  it("refuses someone else's order and an unknown number as not found, and stores nothing", async () => {
    const token = await signInDemo();
    const others = orderOf(USERS.oliver).orderNo;
    const before = snapshot();
    for (const content of [others, 'G9999999999', ''])
      expect(await sendMessage(token, { type: 'order', content })).toEqual(refused('Order not found', 404));
    expect(snapshot()).toBe(before);
    expect(db().kefuDue).toEqual([]);
    // Oliver may send his own.
    expect((await sendMessage(await signInAt(USERS.oliver), { type: 'order', content: others })).code).toBe(
      200,
    );
  });

  it('still refuses a type it does not know', async () => {
    const token = await signInDemo();
    expect(await sendMessage(token, { type: 'goods', content: 'x' })).toEqual(refused('Invalid request'));
  });
});
