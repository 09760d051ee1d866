import type { BazaarOrder, SellerCount } from '../../src/api/goods/goods';
import type { Notice } from '../../src/api/messages/message';
import type { Page } from '../../src/api/types';
import { money, toWire } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { AUTO_RECEIVE_MS, PAY_WINDOW_MS } from '../../src/mocks/handlers/goods/db/bazaar';
import { noticeLink } from '../../src/features/messages/noticeLinks';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { latestNotice, M, send, signInAt, USERS, userAt } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import { expectLedgerBalanced, ledgerOf } from './myHelpers';
import { BAZAAR_USERS, bazaarOrder, G, LISTED, listingOf, placeOrder, seededOrderOf } from './bazaarHelpers';

withFrozenClock();

const ship = (token: string, id: number, courierNumber = 'SF1234567890') =>
  send<BazaarOrder>(G.send, token, { id, courier_number: courierNumber });
const receive = (token: string, id: number) => send<BazaarOrder>(G.receive, token, { id });

/** João's sales credited so far, in QC. */
const joaoSalesQc = () =>
  ledgerOf(userAt(USERS.joao), 'QC').filter((line) => line.title.en_us.startsWith('Market sale'));

describe('fake backend: shipping a bazaar order', () => {
  it('ships a paid order with its courier number; the buyer is told and it is received by itself in 7 days', async () => {
    const joao = await signInAt(USERS.joao);
    const paid = seededOrderOf(BAZAAR_USERS.lucas);
    const reply = await ship(joao, paid.id, '  SF1234567890  ');
    expect(reply).toMatchObject({ code: 200, msg: 'Shipped' });
    expect(reply.data).toMatchObject({
      status: 2,
      courier_number: 'SF1234567890',
      send_time: T0,
      auto_receive_time: T0 + AUTO_RECEIVE_MS,
      finish_time: null,
    });
    const notice = latestNotice(BAZAAR_USERS.lucas);
    expect(notice).toMatchObject({ kind: 'bazaarShipped', refId: paid.id, refKind: null });
    expect(notice?.content.en_us).toBe(
      `João Gonçalves Araújo shipped Xiaomi Robot Vacuum S10 (order ${paid.orderNo}), courier number SF1234567890. ` +
        'Confirm receipt when it arrives; it is confirmed by itself after 7 days.',
    );
  });

  it('refuses a bad courier number, someone else’s order, and an order not (or no longer) to ship', async () => {
    const joao = await signInAt(USERS.joao);
    const paid = seededOrderOf(BAZAAR_USERS.lucas).id;
    let before = snapshot();
    const courierRule = refused('The courier number must be 6 to 30 letters and digits');
    for (const courier of ['', 'SF123', 'SF-123456', 'SF 123456', 'A'.repeat(31)])
      expect(await ship(joao, paid, courier)).toEqual(courierRule);
    expect(snapshot()).toBe(before);
    const lucas = await signInAt(BAZAAR_USERS.lucas);
    before = snapshot();
    expect(await ship(lucas, paid)).toEqual(refused('Order not found', 404));
    expect(await ship(joao, seededOrderOf(USERS.demo).id)).toEqual(
      refused('This order has already been shipped'),
    );
    expect(await ship(joao, seededOrderOf(BAZAAR_USERS.minjun).id)).toEqual(
      refused('This order has already been shipped'),
    );
    expect(snapshot()).toBe(before);

    const demo = await signInDemo();
    const unpaid = (await placeOrder(demo, listingOf(LISTED.jbl).id, 1)).data.id;
    before = snapshot();
    expect(await ship(joao, unpaid)).toEqual(refused('This order has not been paid yet'));
    expect(snapshot()).toBe(before);
    clock.setNow(T0 + PAY_WINDOW_MS);
    await callFake(G.list, {});
    before = snapshot();
    expect(await ship(joao, unpaid)).toEqual(refused('This order was cancelled'));
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: receipt and settlement', () => {
  it('completes the order when the buyer confirms receipt and credits the seller the amount, once', async () => {
    const joaoQc = userAt(USERS.joao).qcBalance;
    const demo = await signInDemo();
    const coffee = seededOrderOf(USERS.demo);
    const reply = await receive(demo, coffee.id);
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Receipt confirmed',
      data: { status: 3, finish_time: T0 },
    });
    const credited = toWire(money(joaoQc).plus('91'));
    expect(userAt(USERS.joao).qcBalance).toBe(credited);
    expect(joaoSalesQc()).toMatchObject([
      { amount: 91, after: credited, title: { en_us: 'Market sale: Café Especial do Cerrado Mineiro 1kg' } },
    ]);
    expectLedgerBalanced(userAt(USERS.joao));
    const notice = latestNotice(USERS.joao);
    expect(notice).toMatchObject({ kind: 'bazaarSettled', refId: coffee.id });
    expect(notice?.content.en_us).toBe(
      `Order ${coffee.orderNo} (Café Especial do Cerrado Mineiro 1kg) was received: 91 QC has been added to your account.`,
    );
    const joao = await signInAt(USERS.joao);
    expect((await send<SellerCount>(G.count, joao)).data).toMatchObject({
      shipped: 0,
      completed: 2,
      income_balance: 650,
      income_qc: 91,
    });

    const before = snapshot();
    expect(await receive(demo, coffee.id)).toEqual(refused('This order has already been received'));
    expect(snapshot()).toBe(before);
  });

  it('refuses an order not shipped yet, and someone else’s', async () => {
    const lucas = await signInAt(BAZAAR_USERS.lucas);
    const joao = await signInAt(USERS.joao);
    const before = snapshot();
    expect(await receive(lucas, seededOrderOf(BAZAAR_USERS.lucas).id)).toEqual(
      refused('This order has not been shipped yet'),
    );
    expect(await receive(joao, seededOrderOf(USERS.demo).id)).toEqual(refused('Order not found', 404));
    expect(await receive(lucas, seededOrderOf(USERS.demo).id)).toEqual(refused('Order not found', 404));
    expect(snapshot()).toBe(before);
  });

  it('receives a shipped order by itself 7 days after shipping, whoever looks next, and settles it once', async () => {
    const coffee = seededOrderOf(USERS.demo);
    const due = coffee.autoReceiveTime ?? 0;
    expect(due).toBe((coffee.sendTime ?? 0) + AUTO_RECEIVE_MS);
    const joaoQc = userAt(USERS.joao).qcBalance;

    clock.setNow(due - 1);
    await callFake(G.list, {});
    expect(bazaarOrder(coffee.id).status).toBe(2);

    clock.setNow(due + 5_000);
    await callFake(G.list, {});
    expect(bazaarOrder(coffee.id)).toMatchObject({ status: 3, finishTime: due });
    const credited = toWire(money(joaoQc).plus('91'));
    expect(userAt(USERS.joao).qcBalance).toBe(credited);

    clock.setNow(due + AUTO_RECEIVE_MS);
    const demo = await signInDemo();
    expect(await receive(demo, coffee.id)).toEqual(refused('This order has already been received'));
    expect(userAt(USERS.joao).qcBalance).toBe(credited);
    expect(joaoSalesQc()).toHaveLength(1);
  });

  it('settles once when the buyer confirms after the 7 days have already passed', async () => {
    const coffee = seededOrderOf(USERS.demo);
    clock.setNow((coffee.autoReceiveTime ?? 0) + 1);
    const demo = await signInDemo();
    expect(await receive(demo, coffee.id)).toEqual(refused('This order has already been received'));
    expect(joaoSalesQc()).toHaveLength(1);
  });

  it('tells the buyer of the shipment with a link to the order, and the seller of payment and settlement', async () => {
    const demo = await signInDemo();
    const coffee = seededOrderOf(USERS.demo);
    const notices = await send<Page<Notice>>(M.GetMyNoticeList, demo, { pageIndex: 1, pageSize: 50 });
    const shipped = notices.data.list.find((n) => n.kind === 'bazaarShipped');
    expect(shipped).toMatchObject({ refId: coffee.id, title: 'Your bazaar order has shipped' });
    expect(shipped && noticeLink(shipped)).toBe(`/pages/order/market?id=${coffee.id}`);

    const joao = await signInAt(USERS.joao);
    const own = await send<Page<Notice>>(M.GetMyNoticeList, joao, { pageIndex: 1, pageSize: 50 }, 'ru_ru');
    const kinds = own.data.list.filter((n) => n.kind.startsWith('bazaar'));
    expect(kinds.map((n) => n.kind).sort()).toEqual([
      'bazaarPaid',
      'bazaarPaid',
      'bazaarPaid',
      'bazaarSettled',
    ]);
    expect(kinds.every((n) => noticeLink(n) === '/pages/bazaar/order')).toBe(true);
    expect(kinds.find((n) => n.kind === 'bazaarSettled')?.title).toBe('Заказ завершён: оплата зачислена');
    expect(db().notices.filter((n) => n.kind === 'bazaarShipped')).toHaveLength(2);
  });
});
