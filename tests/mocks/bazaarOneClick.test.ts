import type { BazaarListing } from '../../src/api/goods/goods';
import type { Order, OrderDetail } from '../../src/api/orders/orders';
import type { Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import {
  demoPending,
  demoRice,
  demoRobot,
  demoVoucher,
  O,
  orderRow,
  send,
  signInAt,
  USERS,
  userAt,
} from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import { G } from './bazaarHelpers';

withFrozenClock();

const list = (token: string, body: Record<string, unknown>) =>
  send<BazaarListing>(G.oneClickListing, token, { price: 75, currency: 'qc', ...body });

/** The demo, signed in with its shop open (it meets the seeded conditions). */
async function demoSeller(): Promise<string> {
  const token = await signInDemo();
  const opened = await send(G.open, token);
  if (opened.code !== 200) throw new Error(`open failed: ${opened.msg ?? ''}`);
  return token;
}

describe('fake backend: one-click listing', () => {
  it('lists a bought item with its product’s picture and description and the order’s count; the order is listed', async () => {
    const token = await demoSeller();
    const rice = demoRice();
    const reply = await list(token, { order_id: rice.id, order_kind: 'goods' });
    expect(reply).toMatchObject({ code: 200, msg: 'Your product is on sale' });
    const goods = db().goods.find((g) => g.id === rice.goodsId);
    expect(reply.data).toMatchObject({
      goods_id: rice.goodsId,
      name: '五常大米 5kg 礼盒',
      images: [expect.stringMatching(/\/fake-media\/wuchang-rice\.webp$/)],
      description: goods?.describe.en_us,
      price: 75,
      currency: 'qc',
      stock: rice.count,
      status: 1,
      seller_uid: userAt(USERS.demo).uid,
    });
    expect(orderRow(rice.id).itemState).toBe('listed');
    expect(db().bazaarListings.find((l) => l.id === reply.data.id)?.fromOrderId).toBe(rice.id);

    // The order lists still have it, in its new state.
    const listed = await send<Page<Order>>(O.GetGoodsOrderList, token, { itemState: 'listed' });
    expect(listed.data.list).toMatchObject([{ id: rice.id, itemState: 'listed' }]);
    const detail = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id: rice.id });
    expect(detail.data.itemState).toBe('listed');
    const all = await send<Page<Order>>(O.GetGoodsOrderList, token, {});
    expect(all.data.list.map((o) => o.id)).toContain(rice.id);

    // Someone can buy it from the demo's shop.
    const lucas = await signInAt(10);
    expect((await send(G.buy, lucas, { id: reply.data.id, quantity: rice.count })).code).toBe(200);
  });

  it('keeps a one-click listing’s stock to what is left of the order’s items', async () => {
    const token = await demoSeller();
    const rice = demoRice();
    const { id } = (await list(token, { order_id: rice.id, order_kind: 'goods' })).data;
    let before = snapshot();
    expect(await send(G.edit, token, { id, stock: rice.count + 1 })).toEqual(
      refused(`You have only ${rice.count} of this item left to sell`),
    );
    expect(snapshot()).toBe(before);
    expect((await send(G.edit, token, { id, stock: rice.count })).code).toBe(200);

    const lucas = await signInAt(10);
    await send(G.buy, lucas, { id, quantity: rice.count });
    before = snapshot();
    expect(await send(G.edit, token, { id, stock: 1 })).toEqual(
      refused('You have only 0 of this item left to sell'),
    );
    expect(snapshot()).toBe(before);
  });

  it('keeps a listed item out of shipping, selling back and giving', async () => {
    const token = await demoSeller();
    const { id } = demoRice();
    await list(token, { order_id: id, order_kind: 'goods' });
    const before = snapshot();
    const listed = refused('This item is listed in your shop');
    expect(await send(O.ShippingReq, token, { id })).toEqual(listed);
    expect(await send(O.SellGoods, token, { id })).toEqual(listed);
    const gift = { id, receiverId: userAt(USERS.wang).uid, quantity: 1, password: DEMO.password };
    expect(await send(O.GiftGoods, token, gift)).toEqual(listed);
    expect(await list(token, { order_id: id, order_kind: 'goods' })).toEqual(listed);
    expect(snapshot()).toBe(before);
  });

  it('lists a won prize once it is claimed, as one item', async () => {
    const token = await demoSeller();
    const voucher = demoVoucher();
    const body = { order_id: voucher.id, order_kind: voucher.kind };
    let before = snapshot();
    expect(await list(token, body)).toEqual(refused('Please claim the prize first'));
    expect(snapshot()).toBe(before);
    await send(O.ClaimReward, token, { id: voucher.id });
    const reply = await list(token, { ...body, price: 9.99, currency: 'balance' });
    expect(reply.data).toMatchObject({
      goods_id: voucher.goodsId,
      stock: 1,
      price: 9.99,
      currency: 'balance',
    });
    expect(orderRow(voucher.id).itemState).toBe('listed');
    before = snapshot();
    expect(await send(O.SellTreasure, token, { id: voucher.id })).toEqual(
      refused('This item is listed in your shop'),
    );
    expect(snapshot()).toBe(before);
  });

  it('refuses non-sellers, items no longer (or not yet) in hand, another kind, and bad prices', async () => {
    const plain = await signInDemo();
    const rice = demoRice().id;
    let before = snapshot();
    expect(await list(plain, { order_id: rice, order_kind: 'goods' })).toEqual(refused('Open a shop first'));
    expect(snapshot()).toBe(before);

    const token = await demoSeller();
    const joao = await signInAt(USERS.joao);
    const pending = demoPending();
    before = snapshot();
    expect(await list(token, { order_id: demoRobot().id, order_kind: 'goods' })).toEqual(
      refused('Shipping has already been requested for this item'),
    );
    expect(await list(token, { order_id: pending.id, order_kind: pending.kind })).toEqual(
      refused('The draw has not taken place yet'),
    );
    expect(await list(token, { order_id: rice, order_kind: 'treasure' })).toEqual(
      refused('Order not found', 404),
    );
    expect(await list(token, { order_id: rice, order_kind: 'auction' })).toEqual(refused('Invalid request'));
    expect(await list(token, { order_id: 99_999, order_kind: 'goods' })).toEqual(
      refused('Order not found', 404),
    );
    expect(await list(token, { order_id: rice, order_kind: 'goods', price: -1 })).toEqual(
      refused('Please enter a valid amount'),
    );
    expect(await list(token, { order_id: rice, order_kind: 'goods', currency: 'points' })).toEqual(
      refused('Choose the balance or QC as the currency'),
    );
    expect(await list(joao, { order_id: rice, order_kind: 'goods' })).toEqual(
      refused('Order not found', 404),
    );
    expect(snapshot()).toBe(before);
  });
});
