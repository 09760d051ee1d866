import type { Gift } from '../../src/api/messages/message';
import type { ClaimedGift, OrderDetail, SaleResult } from '../../src/api/orders/orders';
import type { Balances } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import { DEMO } from '../../src/mocks/db/seed';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { giftsTo, latestNotice, M, O, send, signInAt, USERS, userAt } from './ordersHelpers';
import { demoUser, refused, snapshot } from './treasureHelpers';

withFrozenClock();

const to = (index: number) => userAt(index).uid;
const seededGift = (kind: 'goods' | 'balance') => {
  const gift = giftsTo(USERS.demo).find((g) => g.kind === kind);
  if (!gift) throw new Error(`no seeded ${kind} gift`);
  return gift;
};
const gift = (id: number) => giftsTo(USERS.demo).find((g) => g.id === id);

describe('fake backend: the gift box', () => {
  it('lists the seeded gifts newest first, money named in the reader’s language', async () => {
    const token = await signInDemo();
    const reply = await send<Page<Gift>>(M.GetGiftsList, token, {}, 'zh_cn');
    expect(reply.data.total).toBe(2);
    expect(reply.data.list).toMatchObject([
      {
        kind: 'balance',
        title: '余额',
        thumbnail: '',
        quantity: 88.8,
        recyclePrice: 0,
        status: 0,
        senderId: to(USERS.joao),
      },
      {
        kind: 'goods',
        title: 'Café Especial do Cerrado Mineiro 1kg',
        quantity: 2,
        recyclePrice: 160.2,
        senderName: '王小明',
      },
    ]);
    expect(reply.data.list[1]?.thumbnail).not.toBe('');
    const paged = await send<Page<Gift>>(M.GetGiftsList, token, { pageIndex: 2, pageSize: 1 });
    expect(paged.data.list.map((g) => g.kind)).toEqual(['goods']);
  });

  it('lists the gifts the user sent with direction=sent, with whom they went to; refuses another direction', async () => {
    const token = await signInDemo();
    const body = { receiverId: to(USERS.wang), quantity: 12.5, asset: 'balance', password: DEMO.password };
    await send(O.GiftMoney, token, body);
    const sent = await send<Page<Gift>>(M.GetGiftsList, token, { direction: 'sent' });
    expect(sent.data.total).toBe(1);
    expect(sent.data.list[0]).toMatchObject({
      kind: 'balance',
      quantity: 12.5,
      senderName: 'QC Demo',
      receiverId: to(USERS.wang),
      receiverName: '王小明',
      status: 0,
    });
    const received = await send<Page<Gift>>(M.GetGiftsList, token, { direction: 'received' });
    expect(received.data.total).toBe(2);
    expect(await send(M.GetGiftsList, token, { direction: 'both' })).toEqual(refused('Invalid request'));
  });

  it('credits a money gift on claiming, once', async () => {
    const token = await signInDemo();
    const { id } = seededGift('balance');
    const claimed = await send<ClaimedGift>(O.ClaimGift, token, { id });
    expect(claimed).toEqual({
      code: 200,
      msg: 'Claimed successfully',
      data: { balance: 1088.8, integral: 5000, orderId: null },
    });
    expect(gift(id)?.status).toBe(1);
    const before = snapshot();
    expect(await send(O.ClaimGift, token, { id })).toEqual(refused('This gift has already been claimed'));
    expect(await send(O.SellGift, token, { id })).toEqual(refused('This gift has already been claimed'));
    expect(snapshot()).toBe(before);
  });

  it('turns an item gift into an unshipped order worth the gift’s value', async () => {
    const token = await signInDemo();
    const { id } = seededGift('goods');
    const claimed = await send<ClaimedGift>(O.ClaimGift, token, { id });
    expect(claimed.data).toMatchObject({ balance: 1000, integral: 5000 });
    const order = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id: claimed.data.orderId });
    expect(order.data).toMatchObject({
      goodsId: 12,
      count: 2,
      amount: 0,
      itemState: 'unshipped',
      recyclePrice: 160.2,
    });
    expect(order.data.shipment).toBeNull();
  });

  it('sells an unclaimed item gift back once; money gifts cannot be sold', async () => {
    const token = await signInDemo();
    const { id } = seededGift('goods');
    const sold = await send<SaleResult>(O.SellGift, token, { id });
    expect(sold).toEqual({ code: 200, msg: 'Sold successfully', data: { amount: 160.2, balance: 1160.2 } });
    expect(gift(id)?.status).toBe(2);
    const before = snapshot();
    expect(await send(O.ClaimGift, token, { id })).toEqual(refused('This gift has already been sold'));
    expect(await send(O.SellGift, token, { id: seededGift('balance').id })).toEqual(
      refused('Only item gifts can be passed on or sold'),
    );
    expect(snapshot()).toBe(before);
  });

  it('answers 404 for a gift someone else received, or that does not exist', async () => {
    const wang = await signInAt(USERS.wang);
    const before = snapshot();
    for (const endpoint of [O.ClaimGift, O.SellGift]) {
      expect(await send(endpoint, wang, { id: seededGift('goods').id })).toEqual(
        refused('Gift not found', 404),
      );
      expect(await send(endpoint, wang, { id: 999 })).toEqual(refused('Gift not found', 404));
    }
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: passing a gift on', () => {
  it('passes part of a gift on: the rest stays unclaimed, the passed part is marked passed on', async () => {
    const token = await signInDemo();
    const { id } = seededGift('goods');
    const body = { id, receiverId: to(USERS.emily), quantity: 1, password: DEMO.password };
    expect(await send(O.GiftTransfer, token, body)).toEqual({ code: 200, msg: 'Gift sent', data: null });
    expect(gift(id)).toMatchObject({ quantity: 1, value: 80.1, status: 0 });
    expect(giftsTo(USERS.demo).find((g) => g.status === 3)).toMatchObject({ quantity: 1, value: 80.1 });
    expect(giftsTo(USERS.emily).at(-1)).toMatchObject({
      senderUid: to(USERS.demo),
      quantity: 1,
      value: 80.1,
    });
    expect(latestNotice(USERS.emily)?.content.en_us).toContain('QC Demo sent you');

    const emily = await signInAt(USERS.emily);
    const received = giftsTo(USERS.emily).at(-1);
    const claimed = await send<ClaimedGift>(O.ClaimGift, emily, { id: received?.id });
    const order = await send<OrderDetail>(O.GetGoodsOrderInfo, emily, { id: claimed.data.orderId });
    expect(order.data.recyclePrice).toBe(80.1);
  });

  it('passes a whole gift on, after which it cannot be claimed', async () => {
    const token = await signInDemo();
    const { id } = seededGift('goods');
    await send(O.GiftTransfer, token, {
      id,
      receiverId: to(USERS.emily),
      quantity: 2,
      password: DEMO.password,
    });
    expect(gift(id)?.status).toBe(3);
    expect(await send(O.ClaimGift, token, { id })).toEqual(refused('This gift has already been passed on'));
  });

  it.each([
    ['an unknown receiver', { receiverId: 424_242 }, refused('User not found', 404)],
    ['the holder', { receiverId: 100_001 }, refused('You cannot send a gift to yourself')],
    ['a wrong password', { password: 'demo1234' }, refused('Wrong password')],
    ['more than the gift holds', { quantity: 3 }, refused('The quantity is more than you hold')],
    ['a money gift', { id: 'money' }, refused('Only item gifts can be passed on or sold')],
  ])('refuses %s and changes nothing', async (_, change, expected) => {
    const token = await signInDemo();
    const body = {
      id: seededGift('goods').id,
      receiverId: to(USERS.emily),
      quantity: 1,
      password: DEMO.password,
      ...change,
    };
    if (body.id === 'money') body.id = seededGift('balance').id;
    const before = snapshot();
    expect(await send(O.GiftTransfer, token, body)).toEqual(expected);
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: gifting balance and points', () => {
  it('moves balance at once from the sender; the receiver is credited on claiming', async () => {
    const token = await signInDemo();
    const body = { receiverId: to(USERS.wang), quantity: 100.5, asset: 'balance', password: DEMO.password };
    const sent = await send<Balances>(O.GiftMoney, token, body);
    expect(sent).toEqual({ code: 200, msg: 'Gift sent', data: { balance: 899.5, integral: 5000 } });
    const wangBalance = userAt(USERS.wang).balance;
    const wang = await signInAt(USERS.wang);
    const list = await send<Page<Gift>>(M.GetGiftsList, wang);
    expect(list.data.list[0]).toMatchObject({
      kind: 'balance',
      title: 'Balance',
      quantity: 100.5,
      senderName: 'QC Demo',
    });
    expect(latestNotice(USERS.wang)?.content.en_us).toBe(
      'QC Demo sent you 100.5 Balance. Claim it in Gift messages.',
    );
    const claimed = await send<ClaimedGift>(O.ClaimGift, wang, { id: list.data.list[0]?.id });
    expect(claimed.data).toMatchObject({ balance: wangBalance + 100.5, orderId: null });
  });

  it('moves whole points', async () => {
    const token = await signInDemo();
    const body = { receiverId: to(USERS.wang), quantity: 250, asset: 'points', password: DEMO.password };
    expect((await send<Balances>(O.GiftMoney, token, body)).data).toEqual({ balance: 1000, integral: 4750 });
    expect(giftsTo(USERS.wang).at(-1)).toMatchObject({ kind: 'points', quantity: 250, status: 0, value: 0 });
  });

  it.each([
    ['another asset', { asset: 'usdt' }, refused('Please choose balance or points')],
    ['no asset', { asset: undefined }, refused('Please choose balance or points')],
    ['amount 0', { quantity: 0 }, refused('Please enter a valid amount')],
    ['a negative amount', { quantity: -5 }, refused('Please enter a valid amount')],
    ['fractions of a cent', { quantity: 1.234 }, refused('Please enter a valid amount')],
    ['fractional points', { quantity: 1.5, asset: 'points' }, refused('Please enter a valid amount')],
    ['words', { quantity: 'ten' }, refused('Please enter a valid amount')],
    ['more than the balance', { quantity: 1000.01 }, refused('Insufficient balance')],
    ['more than the points', { quantity: 5001, asset: 'points' }, refused('Insufficient points')],
    ['an unknown receiver', { receiverId: 7 }, refused('User not found', 404)],
    ['the sender', { receiverId: 100_001 }, refused('You cannot send a gift to yourself')],
    ['a wrong password', { password: 'Demo12345' }, refused('Wrong password')],
  ])('refuses %s and changes nothing', async (_, change, expected) => {
    const token = await signInDemo();
    const body = {
      receiverId: to(USERS.wang),
      quantity: 10,
      asset: 'balance',
      password: DEMO.password,
      ...change,
    };
    const before = snapshot();
    expect(await send(O.GiftMoney, token, body)).toEqual(expected);
    expect(snapshot()).toBe(before);
    expect(demoUser()).toMatchObject({ balance: 1000, integral: 5000 });
  });
});
