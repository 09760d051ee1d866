import type { ClaimedGift, OrderDetail } from '../../src/api/orders/orders';
import type { Gift } from '../../src/api/messages/message';
import type { Page } from '../../src/api/types';
import type { Purchase } from '../../src/api/draws/treasure';
import { db } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import {
  demoRice,
  demoRobot,
  demoVoucher,
  giftsTo,
  latestNotice,
  M,
  O,
  orderOf,
  orderRow,
  send,
  signInAt,
  USERS,
  userAt,
} from './ordersHelpers';
import { buyGoods, refused, snapshot } from './treasureHelpers';

withFrozenClock();

const COFFEE = 12;
const to = (index: number) => userAt(index).uid;

describe('fake backend: gifting items', () => {
  it('gives a whole order: the sender’s order is gifted, the receiver finds an unclaimed gift and a notice', async () => {
    const token = await signInDemo();
    const id = demoRice().id;
    const body = { id, receiverId: to(USERS.emily), quantity: 1, password: DEMO.password };
    expect(await send(O.GiftGoods, token, body)).toEqual({ code: 200, msg: 'Gift sent', data: null });
    expect(orderRow(id)).toMatchObject({ itemState: 'gifted', count: 1 });
    expect(latestNotice(USERS.emily)?.title.en_us).toBe('You received a gift');
    expect(latestNotice(USERS.emily)?.content.en_us).toBe(
      'QC Demo sent you 五常大米 5kg 礼盒 × 1. Claim it in Gift messages.',
    );

    const emily = await signInAt(USERS.emily);
    const gifts = await send<Page<Gift>>(M.GetGiftsList, emily);
    expect(gifts.data.list[0]).toMatchObject({
      senderId: to(USERS.demo),
      senderName: 'QC Demo',
      kind: 'goods',
      title: '五常大米 5kg 礼盒',
      quantity: 1,
      status: 0,
      createTime: T0,
    });
    const claimed = await send<ClaimedGift>(O.ClaimGift, emily, { id: gifts.data.list[0]?.id });
    expect(claimed.data.orderId).not.toBeNull();
    const order = await send<OrderDetail>(O.GetGoodsOrderInfo, emily, { id: claimed.data.orderId });
    expect(order.data).toMatchObject({
      kind: 'goods',
      count: 1,
      amount: 0,
      itemState: 'unshipped',
      recyclePrice: 62.1,
    });
  });

  it('splits an order when part of it is gifted: the rest stays with the sender', async () => {
    const token = await signInDemo();
    const bought = await buyGoods({ goodsId: COFFEE, count: 3, payType: 'balance' }, { token });
    const { orderId } = (bought as { data: Purchase }).data;
    const body = { id: orderId, receiverId: to(USERS.joao), quantity: 2, password: DEMO.password };
    expect((await send(O.GiftGoods, token, body)).code).toBe(200);
    expect(orderRow(orderId)).toMatchObject({ count: 1, amount: 89, itemState: 'unshipped' });
    const part = db().orders.find((o) => o.splitFrom === orderId);
    expect(part).toMatchObject({
      count: 2,
      amount: 178,
      itemState: 'gifted',
      uid: to(USERS.demo),
      payTime: T0,
    });
    expect(part?.orderNo).not.toBe(orderRow(orderId).orderNo);
    expect(giftsTo(USERS.joao).at(-1)).toMatchObject({
      kind: 'goods',
      goodsId: COFFEE,
      quantity: 2,
      value: 160.2,
    });
    // The rest can still be sold, shipped or gifted.
    expect((await send(O.SellGoods, token, { id: orderId })).data).toEqual({
      amount: 80.1,
      balance: 1000 - 267 + 80.1,
    });
  });

  it('gives a claimed prize as one item whatever the units bought, for its prize recycle price', async () => {
    const token = await signInDemo();
    const id = demoVoucher().id;
    const body = { id, receiverId: to(USERS.wang), quantity: 1, password: DEMO.password };
    expect(await send(O.GiftTreasure, token, body)).toEqual(refused('Please claim the prize first'));
    await send(O.ClaimReward, token, { id });
    expect(await send(O.GiftTreasure, token, { ...body, quantity: 2 })).toEqual(
      refused('The quantity is more than you hold'),
    );
    expect((await send(O.GiftTreasure, token, body)).code).toBe(200);
    expect(orderRow(id).itemState).toBe('gifted');
    expect(giftsTo(USERS.wang).at(-1)).toMatchObject({
      kind: 'treasure',
      goodsId: 15,
      quantity: 1,
      value: 8,
    });
    expect(await send(O.GiftGoods, token, { ...body, id })).toEqual(refused('Order not found', 404));
  });

  it.each([
    ['an unknown receiver', { receiverId: 999_999 }, refused('User not found', 404)],
    ['no receiver', { receiverId: undefined }, refused('User not found', 404)],
    ['the sender', { receiverId: 100_001 }, refused('You cannot send a gift to yourself')],
    ['a wrong password', { password: 'Wrong1234' }, refused('Wrong password')],
    ['no password', { password: undefined }, refused('Wrong password')],
    ['quantity 0', { quantity: 0 }, refused('Please enter a valid quantity')],
    ['quantity 1.5', { quantity: 1.5 }, refused('Please enter a valid quantity')],
    ['quantity as words', { quantity: 'one' }, refused('Please enter a valid quantity')],
    ['more than the order holds', { quantity: 2 }, refused('The quantity is more than you hold')],
    ["someone else's order", { id: 'theirs' }, refused('Order not found', 404)],
    ['a received order', { id: 'robot' }, refused('Shipping has already been requested for this item')],
  ])('refuses %s and changes nothing', async (_, change, expected) => {
    const token = await signInDemo();
    const ids: Record<string, number> = {
      theirs: orderOf(USERS.wang, (o) => o.kind === 'goods').id,
      robot: demoRobot().id,
    };
    const body = {
      id: demoRice().id,
      receiverId: to(USERS.emily),
      quantity: 1,
      password: DEMO.password,
      ...change,
    };
    if (typeof body.id === 'string') body.id = ids[body.id] ?? 0;
    const before = snapshot();
    expect(await send(O.GiftGoods, token, body)).toEqual(expected);
    expect(snapshot()).toBe(before);
  });

  it('cannot sell, ship or gift again what was gifted', async () => {
    const token = await signInDemo();
    const id = demoRice().id;
    const body = { id, receiverId: to(USERS.emily), quantity: 1, password: DEMO.password };
    await send(O.GiftGoods, token, body);
    const before = snapshot();
    const gone = refused('This item has already been given away');
    expect(await send(O.SellGoods, token, { id })).toEqual(gone);
    expect(await send(O.ShippingReq, token, { id })).toEqual(gone);
    expect(await send(O.GiftGoods, token, { ...body, receiverId: to(USERS.joao) })).toEqual(gone);
    expect(snapshot()).toBe(before);
  });

  it('answers refusals in the request language', async () => {
    const token = await signInDemo();
    const body = { id: demoRice().id, receiverId: to(USERS.demo), quantity: 1, password: DEMO.password };
    expect(await send(O.GiftGoods, token, body, 'ja_jp')).toEqual(
      refused('自分自身にギフトを贈ることはできません'),
    );
    expect(await send(O.GiftGoods, token, { ...body, receiverId: 1 }, 'ru_ru')).toEqual(
      refused('Пользователь не найден', 404),
    );
  });
});
