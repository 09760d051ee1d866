import type { OrderDetail, SaleResult } from '../../src/api/orders/orders';
import type { Balances } from '../../src/api/shared';
import { db } from '../../src/mocks/db';
import type { OrderRow } from '../../src/mocks/db/schema';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import {
  demoLost,
  demoPending,
  demoRice,
  demoRobot,
  demoVoucher,
  O,
  orderOf,
  orderRow,
  send,
  USERS,
  userAt,
} from './ordersHelpers';
import { demoUser, refused, snapshot } from './treasureHelpers';

withFrozenClock();

describe('fake backend: claiming a prize', () => {
  it('claims a won prize once: unclaimed → unshipped', async () => {
    const token = await signInDemo();
    const id = demoVoucher().id;
    expect(await send(O.ClaimReward, token, { id })).toEqual({
      code: 200,
      msg: 'Claimed successfully',
      data: null,
    });
    expect(orderRow(id).itemState).toBe('unshipped');
    const before = snapshot();
    expect(await send(O.ClaimReward, token, { id })).toEqual(refused('This prize has already been claimed'));
    expect(snapshot()).toBe(before);
  });

  it('refuses a lost or pending draw, and answers 404 for goods orders and other users’ prizes', async () => {
    const token = await signInDemo();
    const theirs = db().orders.find((o) => o.drawState === 'won' && o.uid !== demoUser().uid);
    const before = snapshot();
    expect(await send(O.ClaimReward, token, { id: demoLost().id })).toEqual(
      refused('This order did not win a prize'),
    );
    expect(await send(O.ClaimReward, token, { id: demoPending().id })).toEqual(
      refused('The draw has not taken place yet'),
    );
    expect(await send(O.ClaimReward, token, { id: demoRice().id })).toEqual(refused('Order not found', 404));
    expect(await send(O.ClaimReward, token, { id: theirs?.id })).toEqual(refused('Order not found', 404));
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: selling back to the platform', () => {
  it('sells a claimed prize once for 80% of its prize value', async () => {
    const token = await signInDemo();
    const id = demoVoucher().id;
    expect(await send(O.SellTreasure, token, { id })).toEqual(refused('Please claim the prize first'));
    await send(O.ClaimReward, token, { id });
    const sold = await send<SaleResult>(O.SellTreasure, token, { id });
    expect(sold).toEqual({ code: 200, msg: 'Sold successfully', data: { amount: 8, balance: 1008 } });
    expect(orderRow(id).itemState).toBe('recycled');
    const before = snapshot();
    expect(await send(O.SellTreasure, token, { id })).toEqual(refused('This item has already been sold'));
    expect(await send(O.ShippingReq, token, { id })).toEqual(refused('This item has already been sold'));
    expect(snapshot()).toBe(before);
    expect(demoUser().balance).toBe(1008);
  });

  it('sells goods once for 90% of what they cost; the balance rises by the recycle price', async () => {
    const token = await signInDemo();
    const id = demoRice().id;
    const { recyclePrice } = (await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id })).data;
    const sold = await send<SaleResult>(O.SellGoods, token, { id });
    expect(sold.data).toEqual({ amount: recyclePrice, balance: 1000 + recyclePrice });
    expect(recyclePrice).toBe(62.1);
    expect(await send(O.SellGoods, token, { id })).toEqual(refused('This item has already been sold'));
    expect(demoUser().balance).toBe(1062.1);
  });

  it('refuses what is not in hand and sells only through its own kind’s call', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await send(O.SellGoods, token, { id: demoRobot().id })).toEqual(
      refused('Shipping has already been requested for this item'),
    );
    expect(await send(O.SellTreasure, token, { id: demoLost().id })).toEqual(
      refused('This order did not win a prize'),
    );
    expect(await send(O.SellTreasure, token, { id: demoRice().id })).toEqual(refused('Order not found', 404));
    expect(await send(O.SellGoods, token, { id: demoVoucher().id })).toEqual(refused('Order not found', 404));
    const theirs = orderOf(USERS.wang, (o) => o.kind === 'goods');
    expect(await send(O.SellGoods, token, { id: theirs.id })).toEqual(refused('Order not found', 404));
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: auction orders', () => {
  /** The demo's seeded win (LOT-DEMO-WON): final price 420, its deposit of 50 counted towards it. */
  const wonAuction = (): OrderRow => orderOf(USERS.demo, (o) => o.kind === 'auction');

  it('claims a won auction by paying the final price less the deposit, then sells it back', async () => {
    const token = await signInDemo();
    const { id } = wonAuction();
    const list = await send<{ total: number }>(O.GetAuctionOrderList, token, { itemState: 'unclaimed' });
    expect(list.data.total).toBe(1);
    const claimed = await send<Balances>(O.ClaimAuction, token, { id });
    expect(claimed).toEqual({
      code: 200,
      msg: 'Claimed successfully',
      data: { balance: 630, integral: 5000 },
    });
    expect(await send(O.ClaimAuction, token, { id })).toEqual(refused('This prize has already been claimed'));
    const detail = await send<OrderDetail>(O.GetAuctionOrderInfo, token, { id });
    expect(detail.data).toMatchObject({
      itemState: 'unshipped',
      drawState: null,
      recyclePrice: 378,
      deposit: 50,
    });
    expect((await send<SaleResult>(O.SellAuction, token, { id })).data).toEqual({
      amount: 378,
      balance: 1008,
    });
  });

  it('refuses the claim without enough balance, changing nothing', async () => {
    const token = await signInDemo();
    const { id } = wonAuction();
    demoUser().balance = 100;
    const before = snapshot();
    expect(await send(O.ClaimAuction, token, { id })).toEqual(refused('Insufficient balance'));
    expect(snapshot()).toBe(before);
    expect(await send(O.ClaimAuction, token, { id: demoVoucher().id })).toEqual(
      refused('Order not found', 404),
    );
    expect(userAt(0).balance).toBe(100);
  });
});
