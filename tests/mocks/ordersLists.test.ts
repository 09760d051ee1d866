import type { Order, OrderDetail } from '../../src/api/orders/orders';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { FIRST_NUMBER } from '../../src/mocks/handlers/treasure/db/issues';
import { withFrozenClock } from './setupLocal';
import { callFake, ORIGIN, signInDemo } from './signedFetch';
import {
  demoLost,
  demoRice,
  demoRobot,
  demoVoucher,
  M,
  O,
  orderOf,
  P,
  send,
  signInAt,
  USERS,
  userAt,
} from './ordersHelpers';
import { refused } from './treasureHelpers';

withFrozenClock();

const isNewestFirst = (list: readonly Order[]) =>
  list.every((o, i) => i === 0 || (list[i - 1]?.createTime ?? 0) >= o.createTime);

describe('fake backend: my orders', () => {
  it.each([...Object.values(O), P.GetMyAddress, P.ModifyAddress, M.GetGiftsList])(
    'asks a guest to log in: $path',
    async (endpoint) => {
      expect(await callFake(endpoint, { id: 1 })).toEqual({ code: -2000, msg: 'Please log in', data: null });
    },
  );

  it('lists treasure orders newest first, naming them from their goods and issue', async () => {
    const token = await signInDemo();
    const reply = await send<Page<Order>>(O.GetTreasureOrderList, token);
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(3);
    expect(isNewestFirst(reply.data.list)).toBe(true);
    const voucher = reply.data.list.find((o) => o.id === demoVoucher().id);
    const issue = db().issues.find((i) => i.id === demoVoucher().issueId);
    expect(voucher).toEqual({
      id: demoVoucher().id,
      orderNo: demoVoucher().orderNo,
      kind: 'treasure',
      goodsId: 15,
      goodsName: 'QC Mall 10 Balance Voucher',
      thumbnail: `${ORIGIN}/fake-media/qc-voucher.webp`,
      count: 10,
      amount: demoVoucher().amount,
      payType: demoVoucher().payType,
      payTime: demoVoucher().payTime,
      issueNumber: issue?.issueNumber,
      winNumber: issue?.result?.winNumber,
      drawState: 'won',
      itemState: 'unclaimed',
      commented: false,
      createTime: demoVoucher().createTime,
    });
    expect(reply.data.list.find((o) => o.drawState === 'pending')).toMatchObject({ winNumber: null });
  });

  it('filters by draw state and item state, and refuses unknown ones', async () => {
    const token = await signInDemo();
    const won = await send<Page<Order>>(O.GetTreasureOrderList, token, { drawState: 'won' });
    expect(won.data.list.map((o) => o.id)).toEqual([demoVoucher().id]);
    const lost = await send<Page<Order>>(O.GetTreasureOrderList, token, { drawState: 'lost' });
    expect(lost.data.list.map((o) => o.id)).toEqual([demoLost().id]);
    const received = await send<Page<Order>>(O.GetGoodsOrderList, token, { itemState: 'received' });
    const demoReceived = db().orders.filter(
      (o) => o.uid === userAt(USERS.demo).uid && o.kind === 'goods' && o.itemState === 'received',
    );
    expect(received.data.total).toBe(demoReceived.length);
    expect(received.data.list.map((o) => o.itemState)).toEqual(demoReceived.map(() => 'received'));
    expect(received.data.list.find((o) => o.id === demoRobot().id)).toMatchObject({ payType: 'points' });
    const none = await send<Page<Order>>(O.GetGoodsOrderList, token, { itemState: 'gifted' });
    expect(none.data).toEqual({ list: [], total: 0 });
    expect(await send(O.GetGoodsOrderList, token, { itemState: 'lost' })).toEqual(refused('Invalid request'));
    expect(await send(O.GetTreasureOrderList, token, { drawState: 'maybe' })).toEqual(
      refused('Invalid request'),
    );
  });

  it('pages ten to a page unless asked otherwise; a page past the end is empty', async () => {
    const token = await signInAt(USERS.oliver);
    const all = db().orders.filter((o) => o.uid === userAt(USERS.oliver).uid && o.kind === 'treasure');
    expect(all.length).toBeGreaterThan(10);
    const first = await send<Page<Order>>(O.GetTreasureOrderList, token);
    expect(first.data).toMatchObject({ total: all.length });
    expect(first.data.list).toHaveLength(10);
    const second = await send<Page<Order>>(O.GetTreasureOrderList, token, { pageIndex: 2, pageSize: 3 });
    expect(second.data.list.map((o) => o.id)).toEqual(first.data.list.slice(3, 6).map((o) => o.id));
    const past = await send<Page<Order>>(O.GetTreasureOrderList, token, { pageIndex: 99 });
    expect(past.data).toEqual({ list: [], total: all.length });
  });

  it('answers auction orders from the same code: the demo’s seeded win, its deposit on the detail', async () => {
    const token = await signInDemo();
    const won = orderOf(USERS.demo, (o) => o.kind === 'auction');
    const list = await send<Page<Order>>(O.GetAuctionOrderList, token);
    expect(list.data).toMatchObject({ total: 1, list: [{ id: won.id, kind: 'auction', count: 1 }] });
    expect(list.data.list[0]).toMatchObject({
      goodsName: 'JD E-Card 500',
      amount: 420,
      payType: 'balance',
      drawState: null,
      itemState: 'unclaimed',
    });
    const detail = await send<OrderDetail>(O.GetAuctionOrderInfo, token, { id: won.id });
    expect(detail.data).toMatchObject({ id: won.id, deposit: 50, recyclePrice: 378 });
    expect(await send(O.GetAuctionOrderInfo, token, { id: demoRice().id })).toEqual(
      refused('Order not found', 404),
    );
  });

  it('ends crowdfunding past its end time before answering', async () => {
    const crowd = db().orders.find((o) => o.kind === 'crowd' && o.drawState === 'pending');
    const owner = db().users.findIndex((u) => u.uid === crowd?.uid);
    const token = await signInAt(owner);
    clock.setNow(Date.UTC(2031, 0, 1));
    const reply = await send<Page<Order>>(O.GetCrowdOrderList, token, { pageSize: 100 });
    expect(reply.data.list.find((o) => o.id === crowd?.id)).toMatchObject({
      drawState: 'lost',
      itemState: null,
    });
  });
});

describe('fake backend: order details', () => {
  it('shows a won prize with its numbers, draw, contact and recycle price', async () => {
    const token = await signInDemo();
    const reply = await send<OrderDetail>(O.GetTreasureOrderInfo, token, { id: demoVoucher().id });
    expect(reply.code).toBe(200);
    const numbers = Array.from({ length: 10 }, (_, i) => String(FIRST_NUMBER + i));
    expect(reply.data).toMatchObject({
      id: demoVoucher().id,
      numbers,
      contact: { name: '张伟', phoneRegion: '+86', phoneNumber: '13800000000' },
      recyclePrice: 8,
      shipment: null,
      result: { totalUnits: 10, boughtUnits: 10, prizeValue: 10, winner: { uid: userAt(0).uid } },
    });
    expect(numbers).toContain(reply.data.result?.winNumber);
  });

  it('shows a lost draw as worth nothing and a received order with its shipment', async () => {
    const token = await signInDemo();
    const lost = await send<OrderDetail>(O.GetTreasureOrderInfo, token, { id: demoLost().id });
    expect(lost.data).toMatchObject({ drawState: 'lost', itemState: null, recyclePrice: 0 });
    expect(lost.data.numbers).toHaveLength(20);
    expect(lost.data.result?.boughtUnits).toBe(20);
    const robot = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id: demoRobot().id });
    // Paid in points: 90% of the goods' balance price.
    expect(robot.data).toMatchObject({ numbers: [], result: null, recyclePrice: 413.91 });
    expect(robot.data.shipment).toMatchObject({
      orderId: demoRobot().id,
      status: 'received',
      recipientName: '张伟',
      deliveryMethod: 'express',
    });
    const rice = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id: demoRice().id });
    expect(rice.data.recyclePrice).toBe(62.1);
  });

  it("answers 404 for someone else's order, another kind's order and an unknown id", async () => {
    const token = await signInDemo();
    const others = orderOf(USERS.oliver, (o) => o.kind === 'goods');
    for (const [endpoint, id] of [
      [O.GetGoodsOrderInfo, others.id],
      [O.GetTreasureOrderInfo, demoRice().id],
      [O.GetCrowdOrderInfo, demoVoucher().id],
      [O.GetGoodsOrderInfo, 999_999],
      [O.GetGoodsOrderInfo, 'abc'],
    ] as const) {
      expect(await send(endpoint, token, { id })).toEqual(refused('Order not found', 404));
    }
    const zh = await send(O.GetGoodsOrderInfo, token, { id: others.id }, 'zh_cn');
    expect(zh).toEqual(refused('订单不存在', 404));
  });
});
