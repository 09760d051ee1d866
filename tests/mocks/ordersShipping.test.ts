import type { OrderDetail, Shipment } from '../../src/api/orders/orders';
import type { Purchase } from '../../src/api/draws/treasure';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DEMO } from '../../src/mocks/db/seed';
import { RECEIVE_AFTER_MS, SHIP_AFTER_MS } from '../../src/mocks/handlers/orders/db/shipments';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import {
  demoLost,
  demoRice,
  demoVoucher,
  latestNotice,
  O,
  orderRow,
  P,
  send,
  signInAt,
  USERS,
  userAt,
} from './ordersHelpers';
import { buyGoods, refused, snapshot, T } from './treasureHelpers';

withFrozenClock();

const DEMO_ADDRESS = {
  recipientName: '张伟',
  recipientPhoneRegion: '+86',
  recipientPhoneNumber: '13800000000',
  address: '88 Century Avenue, Pudong, Shanghai',
  deliveryMethod: 'express',
};

describe('fake backend: shipping', () => {
  it('ships to a copy of the approved address, then the clock moves it to shipped and received', async () => {
    const token = await signInDemo();
    const id = demoRice().id;
    const reply = await send<Shipment>(O.ShippingReq, token, { id });
    expect(reply).toMatchObject({ code: 200, msg: 'Shipping requested' });
    expect(reply.data).toMatchObject({
      orderId: id,
      orderNo: orderRow(id).orderNo,
      kind: 'goods',
      goodsName: '五常大米 5kg 礼盒',
      ...DEMO_ADDRESS,
      courierNumber: '',
      status: 'toShip',
      createTime: T0,
      shipTime: null,
    });
    expect(orderRow(id).itemState).toBe('pendingShipment');

    // A later change of address does not redirect the parcel.
    await send(P.ModifyAddress, token, { ...DEMO_ADDRESS, address: '1 New Road, Hangzhou' });
    clock.setNow(T0 + SHIP_AFTER_MS - 1);
    const waiting = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id });
    expect(waiting.data).toMatchObject({ itemState: 'pendingShipment', shipment: { status: 'toShip' } });

    clock.setNow(T0 + SHIP_AFTER_MS);
    const shipped = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id });
    const courierNumber = `QC${String(reply.data.id).padStart(10, '0')}`;
    expect(shipped.data).toMatchObject({
      itemState: 'shipped',
      shipment: {
        status: 'shipped',
        courierNumber,
        shipTime: T0 + SHIP_AFTER_MS,
        address: DEMO_ADDRESS.address,
      },
    });
    expect(latestNotice(USERS.demo)).toMatchObject({
      title: { en_us: 'Your order has shipped' },
      createTime: T0 + SHIP_AFTER_MS,
    });
    expect(latestNotice(USERS.demo)?.content.en_us).toContain(courierNumber);

    clock.setNow(T0 + SHIP_AFTER_MS + RECEIVE_AFTER_MS);
    const received = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id });
    expect(received.data).toMatchObject({ itemState: 'received', shipment: { status: 'received' } });
    expect((await send(T.Comment, token, { orderId: id, content: 'Arrived', images: [] })).code).toBe(200);
  });

  it('moves a shipment on for whatever call comes first, even a refused one', async () => {
    const token = await signInDemo();
    const id = demoRice().id;
    await send(O.ShippingReq, token, { id });
    clock.advance(SHIP_AFTER_MS + RECEIVE_AFTER_MS);
    await send(O.GetLogisticList, token);
    expect(orderRow(id).itemState).toBe('received');
  });

  it('refuses a second request, and selling, gifting or shipping what is on its way', async () => {
    const token = await signInDemo();
    const id = demoRice().id;
    await send(O.ShippingReq, token, { id });
    const before = snapshot();
    const onItsWay = refused('Shipping has already been requested for this item');
    expect(await send(O.ShippingReq, token, { id })).toEqual(onItsWay);
    expect(await send(O.SellGoods, token, { id })).toEqual(onItsWay);
    const gift = { id, receiverId: userAt(USERS.wang).uid, quantity: 1, password: DEMO.password };
    expect(await send(O.GiftGoods, token, gift)).toEqual(onItsWay);
    expect(snapshot()).toBe(before);
  });

  it('ships a claimed prize, not an unclaimed or lost one', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await send(O.ShippingReq, token, { id: demoVoucher().id })).toEqual(
      refused('Please claim the prize first'),
    );
    expect(await send(O.ShippingReq, token, { id: demoLost().id })).toEqual(
      refused('This order did not win a prize'),
    );
    expect(snapshot()).toBe(before);
    await send(O.ClaimReward, token, { id: demoVoucher().id });
    expect((await send<Shipment>(O.ShippingReq, token, { id: demoVoucher().id })).data).toMatchObject({
      kind: 'treasure',
      goodsName: 'QC Mall 10 Balance Voucher',
    });
  });

  it('refuses without an approved address and accepts once the review approves one', async () => {
    const token = await signInAt(USERS.emily);
    const bought = await buyGoods({ goodsId: 12, count: 1, payType: 'balance' }, { token });
    const { orderId } = (bought as { data: Purchase }).data;
    const noAddress = refused('Please add a delivery address and wait until it is approved');
    const before = snapshot();
    expect(await send(O.ShippingReq, token, { id: orderId })).toEqual(noAddress);
    expect(snapshot()).toBe(before);
    expect((await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id: orderId })).data.contact).toBeNull();

    const fields = { ...DEMO_ADDRESS, recipientName: 'Emily', address: '10 Downing Street, London' };
    await send(P.ModifyAddress, token, fields);
    expect(await send(O.ShippingReq, token, { id: orderId })).toEqual(noAddress);
    clock.advance(60_000);
    const shipped = await send<Shipment>(O.ShippingReq, token, { id: orderId });
    expect(shipped.data).toMatchObject({ recipientName: 'Emily', address: '10 Downing Street, London' });
  });

  it('refuses a user who never saved an address', async () => {
    const token = await signInDemo();
    db().addresses = db().addresses.filter((a) => a.uid !== userAt(USERS.demo).uid);
    expect(await send(O.ShippingReq, token, { id: demoRice().id })).toEqual(
      refused('Please add a delivery address and wait until it is approved'),
    );
  });
});

describe('fake backend: the logistics list', () => {
  it("lists the user's shipments newest first, filtered by status and paged", async () => {
    const token = await signInDemo();
    const [rice, voucher] = [demoRice().id, demoVoucher().id];
    const seeded = db().shipments.filter((s) => s.uid === userAt(USERS.demo).uid).length;
    expect(seeded).toBeGreaterThan(0);
    await send(O.ClaimReward, token, { id: voucher });
    await send(O.ShippingReq, token, { id: rice });
    clock.advance(1_000);
    await send(O.ShippingReq, token, { id: voucher });
    const all = await send<Page<Shipment>>(O.GetLogisticList, token);
    expect(all.data.total).toBe(seeded + 2);
    expect(all.data.list.slice(0, 2).map((s) => s.orderId)).toEqual([voucher, rice]);
    expect(all.data.list.slice(2).every((s) => s.status === 'received')).toBe(true);
    expect(all.data.list.map((s) => s.goodsName)).toContain('Aspirador Robô Turbo Limpeza Total');
    const toShip = await send<Page<Shipment>>(O.GetLogisticList, token, { status: 'toShip' });
    expect(toShip.data.total).toBe(2);
    const page = await send<Page<Shipment>>(O.GetLogisticList, token, { pageIndex: 2, pageSize: 1 });
    expect(page.data.list.map((s) => s.orderId)).toEqual([rice]);
    expect(await send(O.GetLogisticList, token, { status: 'lost' })).toEqual(refused('Invalid request'));
    const oliver = await signInAt(USERS.oliver);
    const theirs = await send<Page<Shipment>>(O.GetLogisticList, oliver);
    expect(theirs.data.list.every((s) => s.recipientName === 'Oliver Bennett')).toBe(true);
  });

  it("has delivered the seed's shipped parcel by the time anyone asks", async () => {
    const token = await signInAt(USERS.oliver);
    const list = await send<Page<Shipment>>(O.GetLogisticList, token);
    expect(list.data.list).toMatchObject([
      { status: 'received', courierNumber: expect.stringMatching(/^QC\d{10}$/) },
    ]);
  });
});
