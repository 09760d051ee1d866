import * as endpoints from '../../src/api/endpoints';
import type { LedgerAsset } from '../../src/api/account/profile';
import type { WebPayResult } from '../../src/api/payment/payment';
import { clock } from '../../src/mocks/clock';
import { toWire, sum } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { goodsOf } from '../../src/mocks/handlers/treasure/db/issues';
import { RECHARGE_SETTLE_MS } from '../../src/mocks/handlers/payment/db/recharges';
import { DEMO } from '../../src/mocks/db/seed';
import {
  createPayPassword,
  expectLedgerBalanced,
  expendList,
  lastLine,
  ledgerOf,
  PAY_PASSWORD,
  Pay,
  W,
} from './myHelpers';
import { demoRice, giftsTo, O, P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { buyCrowd, buyGoods, buyTreasure, GOODS, openIssueOf, refused, T } from './treasureHelpers';

withFrozenClock();

const demo = () => userAt(USERS.demo);

/** The user's newest ledger line of `asset` is this movement, and the whole ledger still adds up. */
function expectLine(index: number, asset: LedgerAsset, amount: number, title: string) {
  const user = userAt(index);
  expect(lastLine(user, asset)).toMatchObject({ amount, title: expect.objectContaining({ en_us: title }) });
  expectLedgerBalanced(user);
}

describe('fake backend: the ledger', () => {
  it('holds the demo’s seeded history, which adds up to what the demo holds', () => {
    expectLedgerBalanced(demo());
    const titles = (asset: LedgerAsset) => ledgerOf(demo(), asset).map((l) => l.title.en_us);
    expect(titles('balance')).toEqual(expect.arrayContaining(['Purchase: 五常大米 5kg 礼盒']));
    expect(titles('balance').some((t) => t.startsWith('Top-up R'))).toBe(true);
    expect(titles('points')).toEqual(
      expect.arrayContaining(['Check-in, day 1', 'Check-in, day 3', 'Redeem code LAUNCH2026']),
    );
    // Four invitation rewards, then two bags of João's coffee in the bazaar, among its devices' daily income.
    const isDevice = (l: { title: { en_us: string } }) =>
      /^Device income \d{4}-\d\d-\d\d$/.test(l.title.en_us);
    const own = ledgerOf(demo(), 'QC').filter((l) => !isDevice(l));
    const devices = ledgerOf(demo(), 'QC').filter(isDevice);
    expect(own.map((l) => l.amount)).toEqual([5, 5, 5, 5, -91]);
    expect(own.at(-1)?.title.en_us).toBe('Market purchase: Café Especial do Cerrado Mineiro 1kg');
    // Bound 10 days ago: one line at the end of each of the 10 days before today, of that day's rows; today's
    // rows are paid when today ends.
    expect(devices.map((l) => l.createTime)).toEqual(
      Array.from({ length: 10 }, (_, i) => dayStart(T0) - (9 - i) * DAY_MS),
    );
    for (const line of devices) {
      const rows = db().deviceIncome.filter(
        (r) =>
          r.uid === demo().uid && r.createTime >= line.createTime - DAY_MS && r.createTime < line.createTime,
      );
      expect(line.amount).toBe(toWire(sum(rows.map((r) => r.amount))));
    }
  });

  it('GetExpendList pages one asset newest first, in the reader’s language', async () => {
    const token = await signInDemo();
    const page = await expendList(token, 'points', { pageSize: 2 });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.total).toBe(ledgerOf(demo(), 'points').length);
    const [newest, next] = page.data.list;
    expect(newest?.createTime).toBeGreaterThanOrEqual(next?.createTime ?? 0);
    const latest = ledgerOf(demo(), 'points').at(-1);
    expect(newest).toMatchObject({ asset: 'points', title: latest?.title.en_us, after: demo().integral });
    const zh = await send(P.GetExpendList, token, { asset: 'points', pageIndex: 1, pageSize: 1 }, 'zh_cn');
    expect(zh.data).toMatchObject({ list: [{ title: latest?.title.zh_cn }] });
    const usdt = await send(P.GetExpendList, token, { asset: 'USDT' });
    expect(usdt.data).toEqual({ list: [], total: 0 });
  });

  it('pages twenty by default and refuses an unknown asset', async () => {
    const token = await signInDemo();
    const balance = await send<{ list: unknown[]; total: number }>(P.GetExpendList, token, {
      asset: 'balance',
    });
    expect(balance.data.list.length).toBe(Math.min(20, balance.data.total));
    for (const asset of ['', 'qc', 'TRX']) {
      expect(await send(P.GetExpendList, token, { asset })).toEqual(
        refused('Please choose balance, points, QC or USDT'),
      );
    }
    expect((await send(P.GetExpendList, '', { asset: 'balance' })).code).toBe(-2000);
  });
});

describe('fake backend: every movement is a ledger line', () => {
  it('buying goods, treasure units and crowdfunding units', async () => {
    const token = await signInDemo();
    const rice = goodsOf(db(), GOODS.rice);
    await buyGoods({ goodsId: GOODS.rice, count: 1, payType: 'balance' }, { token });
    expectLine(USERS.demo, 'balance', -rice.price, `Purchase: ${rice.name}`);
    await buyTreasure({ id: openIssueOf(GOODS.earbuds).id, count: 1, payType: 'points' }, { token });
    expectLine(USERS.demo, 'points', -100, `Prize box: ${goodsOf(db(), GOODS.earbuds).name}`);
    await buyCrowd({ id: openIssueOf(GOODS.pendant).id, count: 100, payType: 'balance' }, { token });
    expectLine(USERS.demo, 'balance', -100, `Crowdfunding: ${goodsOf(db(), GOODS.pendant).name}`);
  });

  it('a crowdfunding that ends undrawn pays back', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.pendant);
    await buyCrowd({ id: issue.id, count: 100, payType: 'points' }, { token });
    clock.setNow((issue.endTime ?? 0) + 1);
    await send(P.GetMyProfile, token);
    expectLine(USERS.demo, 'points', 5_000, `Crowdfunding refund: ${goodsOf(db(), GOODS.pendant).name}`);
  });

  it('selling items back and selling a received gift back', async () => {
    const token = await signInDemo();
    const sold = await send<{ amount: number }>(O.SellGoods, token, { id: demoRice().id });
    expectLine(USERS.demo, 'balance', sold.data.amount, 'Sold back: 五常大米 5kg 礼盒');
    const coffee = giftsTo(USERS.demo).find((g) => g.kind === 'goods');
    const gift = await send<{ amount: number }>(O.SellGift, token, { id: coffee?.id });
    expectLine(USERS.demo, 'balance', gift.data.amount, 'Sold back: Café Especial do Cerrado Mineiro 1kg');
  });

  it('sending and claiming gifts of balance', async () => {
    const token = await signInDemo();
    const emily = userAt(USERS.emily);
    const body = { asset: 'balance', receiverId: emily.uid, quantity: 10, password: DEMO.password };
    expect((await send(O.GiftMoney, token, body)).code).toBe(200);
    expectLine(USERS.demo, 'balance', -10, `Gift to ${emily.nickName}`);
    const money = giftsTo(USERS.demo).find((g) => g.kind === 'balance');
    expect((await send(O.ClaimGift, token, { id: money?.id })).code).toBe(200);
    expectLine(USERS.demo, 'balance', 88.8, 'Gift from João Gonçalves Araújo');
  });

  it('check-in, a redeem code and a points redemption', async () => {
    const token = await signInDemo();
    await send(P.CheckIn, token);
    expectLine(USERS.demo, 'points', 10, 'Check-in, day 1');
    await send(P.RedeemByCode, token, { code: 'WELCOME100' });
    expectLine(USERS.demo, 'points', 100, 'Redeem code WELCOME100');
    await send(T.RedeemPoints, token, { id: 1 });
    expectLine(USERS.demo, 'points', -1_000, 'Points redemption: 10 balance');
    expectLine(USERS.demo, 'balance', 10, 'Points redemption: 10 balance');
  });

  it('a top-up when the checkout pays it', async () => {
    const token = await signInDemo();
    const order = await send<WebPayResult>(Pay.WebPay, token, { amount: 20, type: 'card' });
    clock.advance(RECHARGE_SETTLE_MS);
    await send(P.GetMyProfile, token);
    expectLine(USERS.demo, 'balance', 20, `Top-up ${order.data.orderNo}`);
  });

  it('a USDT transfer in both ledgers, and an exchange on both sides', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const emily = userAt(USERS.emily);
    await send(Pay.Transfer, token, { receiverId: emily.uid, amount: 25, payPassword: PAY_PASSWORD });
    expectLine(USERS.demo, 'USDT', -25, `Transfer to ${emily.nickName}`);
    expectLine(USERS.emily, 'USDT', 25, 'Transfer from QC Demo');
    const body = { from: 'qc', to: 'balance', amount: 10, pay_password: PAY_PASSWORD };
    expect((await send(W.exchange, token, body)).code).toBe(200);
    expectLine(USERS.demo, 'QC', -10, 'Exchange: QC → Balance');
    expectLine(USERS.demo, 'balance', 19.6, 'Exchange: QC → Balance');
  });

  it('the inviter’s reward when someone signs up with their code', async () => {
    const phone = { phoneRegion: '+55', phoneNumber: '11955554444' };
    await callFake(endpoints.Profile.SendCode, { ...phone, type: 'register' });
    const body = { ...phone, code: '123456', password: 'Secret123', inviteCode: demo().inviteCode };
    expect((await callFake(endpoints.Profile.SignUp, body)).code).toBe(200);
    const invitee = db().users.at(-1);
    expectLine(USERS.demo, 'QC', 5, `Invitation reward: ${invitee?.nickName ?? ''}`);
    expect(lastLine(demo(), 'QC')?.createTime).toBe(T0);
  });

  it('each user reads only their own ledger', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    await send(Pay.Transfer, token, {
      receiverId: userAt(USERS.emily).uid,
      amount: 25,
      payPassword: PAY_PASSWORD,
    });
    const mine = await expendList(token, 'USDT');
    expect(mine.data.list.map((l) => l.amount)).toEqual([-25]);
    const theirs = await expendList(await signInAt(USERS.emily), 'USDT');
    expect(theirs.data.list.map((l) => [l.amount, l.title])).toEqual([[25, 'Transfer from QC Demo']]);
  });
});
