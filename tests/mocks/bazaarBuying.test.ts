import type { PaidOrder } from '../../src/api/goods/goods';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { PAY_WINDOW_MS } from '../../src/mocks/handlers/goods/db/bazaar';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import { createPayPassword, lastLine, PAY_PASSWORD } from './myHelpers';
import {
  BAZAAR_USERS,
  bazaarOrder,
  G,
  LISTED,
  listingOf,
  ordersAs,
  placeOrder,
  seededOrderOf,
} from './bazaarHelpers';

withFrozenClock();

const pay = (token: string, orderId: number, payPassword = PAY_PASSWORD) =>
  send<PaidOrder>(G.buy, token, { order_id: orderId, pay_password: payPassword });

/** The demo, with a payment password, and an unpaid order of `quantity` of João's listing of `goodsId`. */
async function demoWithOrder(goodsId: number, quantity: number) {
  const token = await signInDemo();
  await createPayPassword(token);
  const placed = await placeOrder(token, listingOf(goodsId).id, quantity);
  if (placed.code !== 200) throw new Error(`placing failed: ${placed.msg ?? ''}`);
  return { token, order: placed.data };
}

describe('fake backend: placing a bazaar order', () => {
  it('holds the stock for an hour and copies the buyer’s approved address', async () => {
    const token = await signInDemo();
    const jbl = listingOf(LISTED.jbl);
    const reply = await placeOrder(token, jbl.id, 2);
    expect(reply).toMatchObject({ code: 200, msg: 'Order placed: please pay within 1 hour' });
    expect(reply.data).toMatchObject({
      listing_id: jbl.id,
      goods_id: LISTED.jbl,
      name: 'JBL Flip 6 Portable Speaker',
      image: expect.stringMatching(/\/fake-media\/jbl-flip-6\.webp$/),
      price: 699,
      currency: 'balance',
      quantity: 2,
      amount: 1398,
      buyer_uid: userAt(USERS.demo).uid,
      buyer_name: 'QC Demo',
      seller_uid: userAt(USERS.joao).uid,
      seller_name: 'João Gonçalves Araújo',
      recipient_name: '张伟',
      recipient_phone: '+86 13800000000',
      address: '88 Century Avenue, Pudong, Shanghai',
      courier_number: '',
      status: 0,
      create_time: T0,
      pay_deadline: T0 + 3_600_000,
      pay_time: null,
      send_time: null,
      auto_receive_time: null,
      finish_time: null,
      cancel_time: null,
    });
    expect(reply.data.order_no).toMatch(/^B\d{10}$/);
    expect(listingOf(LISTED.jbl)).toMatchObject({ stock: 1, sales: 0 });
    const unpaid = await ordersAs(token, { role: 'buyer', status: 0 });
    expect(unpaid.data.list.map((o) => o.id)).toEqual([reply.data.id]);
  });

  it.each([
    ['the seller’s own listing', USERS.joao, LISTED.jbl, 1, 'You cannot buy your own product', 400],
    ['a listing off the shelf', USERS.demo, LISTED.starbucks, 1, 'This product is not on sale', 400],
    ['a sold-out listing', USERS.demo, LISTED.gShock, 1, 'Not enough stock', 400],
    ['more than the stock', USERS.demo, LISTED.vacuum, 2, 'Only 1 left', 400],
    ['a quantity of 0', USERS.demo, LISTED.jbl, 0, 'Please enter a valid quantity', 400],
    ['a fractional quantity', USERS.demo, LISTED.jbl, 1.5, 'Please enter a valid quantity', 400],
    [
      'a buyer without an approved address',
      USERS.emily,
      LISTED.jbl,
      1,
      'Please add a delivery address and wait until it is approved',
      400,
    ],
  ])('refuses %s and changes nothing', async (_, buyer, goodsId, quantity, msg, code) => {
    const token = await signInAt(buyer);
    const before = snapshot();
    expect(await placeOrder(token, listingOf(goodsId).id, quantity)).toEqual(refused(msg, code));
    expect(snapshot()).toBe(before);
  });

  it('refuses an unknown listing and guests', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await placeOrder(token, 999, 1)).toEqual(refused('Product not found', 404));
    expect(await callFake(G.buy, { id: listingOf(LISTED.jbl).id, quantity: 1 })).toEqual(
      refused('Please log in', -2000),
    );
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: paying a bazaar order', () => {
  it('takes the balance, holds it for the seller and tells the seller to ship', async () => {
    const { token, order } = await demoWithOrder(LISTED.jbl, 1);
    const reply = await pay(token, order.id);
    expect(reply).toMatchObject({ code: 200, msg: 'Payment successful' });
    expect(reply.data).toMatchObject({ balance: 301, qcBalance: 300, order: { status: 1, pay_time: T0 } });
    const demo = userAt(USERS.demo);
    expect(demo.balance).toBe(301);
    expect(lastLine(demo, 'balance')).toMatchObject({
      amount: -699,
      after: 301,
      title: {
        en_us: 'Market purchase: JBL Flip 6 Portable Speaker',
        pt_br: 'Compra no mercado: JBL Flip 6 Portable Speaker',
      },
    });
    expect(listingOf(LISTED.jbl)).toMatchObject({ stock: 2, sales: 1 });
    // The seller is not credited until the buyer receives it.
    const joao = userAt(USERS.joao);
    expect(lastLine(joao, 'balance')?.title.en_us).not.toMatch(/JBL/);
    const notice = db()
      .notices.filter((n) => n.uid === joao.uid)
      .at(-1);
    expect(notice).toMatchObject({ kind: 'bazaarPaid', refId: order.id, refKind: null, read: false });
    expect(notice?.title.en_us).toBe('New order to ship');
    expect(notice?.content.en_us).toBe(
      `QC Demo bought JBL Flip 6 Portable Speaker × 1 (order ${order.order_no}) and paid 699 Balance. Please ship it soon.`,
    );
    expect(notice?.content.zh_cn).toContain('699 余额');
  });

  it('takes QC for a listing priced in QC, to the cent', async () => {
    const { token, order } = await demoWithOrder(LISTED.coffee, 3);
    const reply = await pay(token, order.id);
    expect(reply.data).toMatchObject({
      balance: 1000,
      qcBalance: 163.5,
      order: { amount: 136.5, currency: 'qc' },
    });
    expect(lastLine(userAt(USERS.demo), 'QC')).toMatchObject({ amount: -136.5, after: 163.5 });
  });

  it('refuses without the right payment password, without enough money, twice, and another’s order', async () => {
    const token = await signInDemo();
    const placed = await placeOrder(token, listingOf(LISTED.sulwhasoo).id, 4);
    const id = placed.data.id;
    let before = snapshot();
    expect(await pay(token, id)).toEqual(refused('No payment password set'));
    expect(snapshot()).toBe(before);

    await createPayPassword(token);
    before = snapshot();
    expect(await pay(token, id, '246801')).toEqual(refused('Wrong payment password'));
    // 4 × 80 QC = 320, the demo holds 300.
    expect(await pay(token, id)).toEqual(refused('Insufficient QC balance'));
    const lucas = await signInAt(BAZAAR_USERS.lucas);
    before = snapshot();
    expect(await pay(lucas, id)).toEqual(refused('Order not found', 404));
    expect(await pay(lucas, seededOrderOf(BAZAAR_USERS.lucas).id)).toEqual(
      refused('This order has already been paid'),
    );
    expect(snapshot()).toBe(before);

    const jbl = await placeOrder(token, listingOf(LISTED.jbl).id, 1);
    userAt(USERS.demo).balance = 698.99;
    before = snapshot();
    expect(await pay(token, jbl.data.id)).toEqual(refused('Insufficient balance'));
    expect(snapshot()).toBe(before);

    userAt(USERS.demo).balance = 699;
    expect((await pay(token, jbl.data.id)).data.balance).toBe(0);
    before = snapshot();
    expect(await pay(token, jbl.data.id)).toEqual(refused('This order has already been paid'));
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: the 1-hour payment window', () => {
  it('cancels an unpaid order at its deadline, whoever looks next, and puts the stock back', async () => {
    const { token, order } = await demoWithOrder(LISTED.vacuum, 1);
    expect(listingOf(LISTED.vacuum).stock).toBe(0);

    clock.setNow(T0 + PAY_WINDOW_MS - 1);
    await callFake(G.list, {});
    expect(bazaarOrder(order.id).status).toBe(0);

    clock.setNow(T0 + PAY_WINDOW_MS);
    // A guest's look at the market is enough: the clock's catch-up runs before every request.
    const market = await callFake<{ list: { goods_id: number; stock: number }[] }>(G.list, {});
    expect(market.data.list.find((l) => l.goods_id === LISTED.vacuum)?.stock).toBe(1);
    expect(bazaarOrder(order.id)).toMatchObject({ status: 4, cancelTime: T0 + PAY_WINDOW_MS, payTime: null });

    const before = snapshot();
    expect(await pay(token, order.id)).toEqual(refused('The order was cancelled: it was not paid in time'));
    expect(snapshot()).toBe(before);
    // It took no money, so none comes back (the devices' income of the day is paid when the day ends).
    expect(userAt(USERS.demo)).toMatchObject({ balance: 1000, qcBalance: 300 });
    const cancelled = await ordersAs(token, { role: 'buyer', status: 4 });
    expect(cancelled.data.list).toMatchObject([{ id: order.id, cancel_time: T0 + PAY_WINDOW_MS }]);
  });

  it('keeps an order paid in its last millisecond', async () => {
    const { token, order } = await demoWithOrder(LISTED.vacuum, 1);
    clock.setNow(T0 + PAY_WINDOW_MS - 1);
    expect((await pay(token, order.id)).data.order.status).toBe(1);
    clock.setNow(T0 + 2 * PAY_WINDOW_MS);
    await callFake(G.list, {});
    expect(bazaarOrder(order.id).status).toBe(1);
    expect(listingOf(LISTED.vacuum)).toMatchObject({ stock: 0, sales: 2 });
  });
});

describe('fake backend: bazaar order lists', () => {
  it('lists a user’s orders on either side, newest first, by state, listing or id', async () => {
    const joao = await signInAt(USERS.joao);
    const sold = await ordersAs(joao, { role: 'seller' });
    expect(sold.data.total).toBe(3);
    expect(sold.data.list.map((o) => [o.name, o.status])).toEqual([
      ['Xiaomi Robot Vacuum S10', 1],
      ['Café Especial do Cerrado Mineiro 1kg', 2],
      ['Casio G-Shock GA-2100', 3],
    ]);
    expect((await ordersAs(joao, { role: 'seller', status: 2 })).data.list).toMatchObject([
      { buyer_name: 'QC Demo' },
    ]);
    const watch = listingOf(LISTED.gShock).id;
    expect((await ordersAs(joao, { role: 'seller', listing_id: watch })).data.list).toMatchObject([
      { buyer_name: '김민준', amount: 650 },
    ]);
    expect((await ordersAs(joao, { role: 'seller', page: 2, pageSize: 2 })).data.list).toHaveLength(1);
    expect((await ordersAs(joao, { role: 'buyer' })).data.total).toBe(0);

    const demo = await signInDemo();
    const coffee = seededOrderOf(USERS.demo);
    expect((await ordersAs(demo, { role: 'buyer', id: coffee.id })).data.list).toMatchObject([
      { id: coffee.id, status: 2, quantity: 2, amount: 91, currency: 'qc' },
    ]);
    const someoneElses = seededOrderOf(BAZAAR_USERS.lucas).id;
    expect((await ordersAs(demo, { role: 'buyer', id: someoneElses })).data).toEqual({ list: [], total: 0 });
    expect(await ordersAs(demo, {})).toEqual(refused('Invalid request'));
    expect(await ordersAs(demo, { role: 'buyer', status: 7 })).toEqual(refused('Invalid request'));
  });
});
