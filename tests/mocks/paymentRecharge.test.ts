import type { RechargeRecord } from '../../src/api/account/profile';
import type { WebPayResult } from '../../src/api/payment/payment';
import type { UserInfo } from '../../src/api/account/account';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { RECHARGE_SETTLE_MS } from '../../src/mocks/handlers/payment/db/recharges';
import { expectLedgerBalanced, lastLine, Pay } from './myHelpers';
import { latestNotice, P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const webPay = (token: string, body: Record<string, unknown>) => send<WebPayResult>(Pay.WebPay, token, body);
const records = async (token: string, query: Record<string, unknown> = {}) =>
  (await send<Page<RechargeRecord>>(P.GetRechargeList, token, { pageIndex: 1, pageSize: 20, ...query })).data;

async function expectRefused(reply: Promise<unknown>, msg: string) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg));
  expect(snapshot()).toBe(before);
}

describe('fake backend: WebPay', () => {
  it('refuses less than 10, in the request’s language', async () => {
    const token = await signInDemo();
    await expectRefused(webPay(token, { amount: 5, type: 'card' }), 'The amount must not be below 10');
    await expectRefused(webPay(token, { amount: 9.99, type: 'card' }), 'The amount must not be below 10');
    expect((await send(Pay.WebPay, token, { amount: 5, type: 'card' }, 'zh_cn')).msg).toBe(
      '输入金额不能低于10',
    );
  });

  it('refuses amounts that are no amounts, and closed or unknown payment methods', async () => {
    const token = await signInDemo();
    for (const amount of [0, -20, 'abc', 10.005, null]) {
      await expectRefused(webPay(token, { amount, type: 'card' }), 'Please enter a valid amount');
    }
    await expectRefused(
      webPay(token, { amount: 20, type: 'alipay' }),
      'This payment method is not available',
    );
    await expectRefused(
      webPay(token, { amount: 20, type: 'paypal' }),
      'This payment method is not available',
    );
  });

  it('creates a waiting record and sends the user to the app’s own checkout page', async () => {
    const token = await signInDemo();
    const reply = await webPay(token, { amount: 20, type: 'card' });
    expect(reply).toMatchObject({ code: 200, msg: 'Order created, please complete the payment' });
    const { orderNo, payUrl } = reply.data;
    expect(orderNo).toMatch(/^R\d{10}$/);
    expect(payUrl).toBe(`/pages/my/paddle?orderNo=${orderNo}`);
    expect((await records(token)).list[0]).toEqual({
      id: expect.any(Number),
      orderNo,
      amount: 20,
      type: 'card',
      status: 0,
      createTime: T0,
      wallet_id: null,
    });
  });

  it('settles 5 s later by the clock: paid, balance +20 with a ledger line, and a notice', async () => {
    const token = await signInDemo();
    const balance = userAt(USERS.demo).balance;
    const { data } = await webPay(token, { amount: 20, type: 'card' });
    clock.setNow(T0 + RECHARGE_SETTLE_MS - 1);
    expect((await records(token)).list[0]?.status).toBe(0);
    expect((await send<UserInfo>(P.GetMyProfile, token)).data.balance).toBe(balance);
    clock.setNow(T0 + RECHARGE_SETTLE_MS);
    expect((await records(token)).list[0]).toMatchObject({ orderNo: data.orderNo, status: 1 });
    expect((await send<UserInfo>(P.GetMyProfile, token)).data.balance).toBe(balance + 20);
    expect(lastLine(userAt(USERS.demo), 'balance')).toMatchObject({
      amount: 20,
      after: balance + 20,
      createTime: T0 + RECHARGE_SETTLE_MS,
    });
    expectLedgerBalanced(userAt(USERS.demo));
    expect(latestNotice(USERS.demo)?.title.en_us).toBe('Top-up successful');
    expect(latestNotice(USERS.demo)?.content.en_us).toBe(
      `Your top-up ${data.orderNo} has been paid: 20 has been added to your balance.`,
    );
  });

  it('accepts the USDT method too, and decimal text amounts', async () => {
    const token = await signInDemo();
    const reply = await webPay(token, { amount: '10.50', type: 'usdt' });
    expect(reply.code).toBe(200);
    expect((await records(token)).list[0]).toMatchObject({ amount: 10.5, type: 'usdt' });
  });
});

describe('fake backend: GetRechargeList', () => {
  it('holds the demo’s seeded top-ups: one paid, one failed', async () => {
    const token = await signInDemo();
    const page = await records(token);
    expect(page.total).toBe(2);
    expect(page.list.map((r) => [r.amount, r.type, r.status])).toEqual([
      [100, 'usdt', 2],
      [500, 'card', 1],
    ]);
  });

  it('lists newest first and filters by payment method', async () => {
    const token = await signInDemo();
    await webPay(token, { amount: 30, type: 'card' });
    expect((await records(token)).list.map((r) => r.amount)).toEqual([30, 100, 500]);
    expect((await records(token, { type: 'card' })).list.map((r) => r.amount)).toEqual([30, 500]);
    expect((await records(token, { type: 'alipay' })).total).toBe(0);
  });

  it('shows only the user’s own and needs login', async () => {
    expect((await records(await signInAt(USERS.emily))).total).toBe(0);
    expect((await send(P.GetRechargeList, '')).code).toBe(-2000);
    expect((await send(Pay.WebPay, '', { amount: 20, type: 'card' })).code).toBe(-2000);
  });
});
