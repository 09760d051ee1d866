import type { Order } from '../../src/api/orders/orders';
import type { SaleRecord } from '../../src/api/account/profile';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { demoRice, demoVoucher, O, P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused } from './treasureHelpers';

withFrozenClock();

const myOrders = (token: string, query: Record<string, unknown> = {}) =>
  send<Page<Order>>(P.GetMyOrderList, token, { pageIndex: 1, pageSize: 100, ...query });
const sellList = (token: string, query: Record<string, unknown> = {}) =>
  send<Page<SaleRecord>>(P.GetSellList, token, { pageIndex: 1, pageSize: 20, ...query });
const demoOrders = () => db().orders.filter((o) => o.uid === userAt(USERS.demo).uid);

describe('fake backend: GetMyOrderList', () => {
  it('lists orders of every kind, newest first, counted by total', async () => {
    const token = await signInDemo();
    const page = await myOrders(token);
    expect(page.data.total).toBe(demoOrders().length);
    expect(new Set(page.data.list.map((o) => o.kind))).toEqual(
      new Set(['goods', 'treasure', 'crowd', 'auction']),
    );
    const times = page.data.list.map((o) => o.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by kind, draw state and item state, together', async () => {
    const token = await signInDemo();
    const count = (match: (kind: string, draw: string | null, item: string | null) => boolean) =>
      demoOrders().filter((o) => match(o.kind, o.drawState, o.itemState)).length;
    const goods = await myOrders(token, { kind: 'goods' });
    expect(goods.data.total).toBe(count((kind) => kind === 'goods'));
    expect(goods.data.list.every((o) => o.kind === 'goods')).toBe(true);
    const won = await myOrders(token, { drawState: 'won' });
    expect(won.data.list.map((o) => o.id)).toEqual([demoVoucher().id]);
    const unshipped = await myOrders(token, { kind: 'goods', itemState: 'unshipped' });
    expect(unshipped.data.list.map((o) => o.id)).toEqual([demoRice().id]);
    const crowd = await myOrders(token, { kind: 'crowd', drawState: 'pending' });
    expect(crowd.data.total).toBe(count((kind, draw) => kind === 'crowd' && draw === 'pending'));
    expect(crowd.data.list.every((o) => o.kind === 'crowd')).toBe(true);
    const none = await myOrders(token, { kind: 'crowd', drawState: 'won' });
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('pages ten to a page by default', async () => {
    const token = await signInDemo();
    const page = await send<Page<Order>>(P.GetMyOrderList, token, {});
    expect(page.data.list).toHaveLength(Math.min(10, demoOrders().length));
    expect(page.data.total).toBe(demoOrders().length);
  });

  it('refuses unknown filters', async () => {
    const token = await signInDemo();
    for (const query of [{ kind: 'gift' }, { drawState: 'maybe' }, { itemState: 'lost' }]) {
      expect(await myOrders(token, query)).toEqual(refused('Invalid request'));
    }
    expect((await myOrders('')).code).toBe(-2000);
  });
});

describe('fake backend: GetSellList', () => {
  it('is empty until something leaves the user', async () => {
    const token = await signInDemo();
    expect((await sellList(token)).data).toEqual({ list: [], total: 0 });
  });

  it('lists items sold back and gifted, newest first, with what each credited and when', async () => {
    const token = await signInDemo();
    const rice = demoRice();
    const sale = await send<{ amount: number }>(O.SellGoods, token, { id: rice.id });
    clock.advance(60_000);
    const voucher = demoVoucher();
    await send(O.ClaimReward, token, { id: voucher.id });
    const gift = {
      id: voucher.id,
      receiverId: userAt(USERS.emily).uid,
      quantity: 1,
      password: DEMO.password,
    };
    expect((await send(O.GiftTreasure, token, gift)).code).toBe(200);
    const page = await sellList(token);
    expect(page.data.total).toBe(2);
    expect(page.data.list).toEqual([
      expect.objectContaining({
        orderId: voucher.id,
        orderNo: voucher.orderNo,
        state: 'gifted',
        amount: 0,
        createTime: T0 + 60_000,
      }),
      expect.objectContaining({
        id: rice.id,
        orderId: rice.id,
        goodsName: '五常大米 5kg 礼盒',
        thumbnail: expect.any(String),
        state: 'recycled',
        amount: sale.data.amount,
        createTime: T0,
      }),
    ]);
  });

  it('lists the part of an order given away, and only the user’s own', async () => {
    const wang = await signInAt(USERS.wang);
    const page = await sellList(wang);
    expect(page.data.list).toEqual([
      expect.objectContaining({
        goodsName: 'Café Especial do Cerrado Mineiro 1kg',
        state: 'gifted',
        amount: 0,
      }),
    ]);
    const emily = await signInAt(USERS.emily);
    expect((await sellList(emily)).data.total).toBe(0);
  });
});
