import type { IssueDetail } from '../../src/api/draws/treasure';
import { db } from '../../src/mocks/db';
import { FIRST_NUMBER } from '../../src/mocks/handlers/treasure/db/issues';
import { withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import {
  buyCrowd,
  buyGoods,
  buyTreasure,
  demoUser,
  GOODS,
  openIssueOf,
  refused,
  snapshot,
  T,
} from './treasureHelpers';

withFrozenClock();

describe('fake backend: buying treasure-box units', () => {
  it('takes unitPrice × count from the balance, numbers the units and records the order', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.speaker);
    const sold = issue.soldUnits;
    const reply = await buyTreasure({ id: issue.id, count: 3, payType: 'balance' }, { token });
    expect(reply.code).toBe(200);
    expect(reply.msg).toBe('Purchase successful');
    expect(reply.data).toMatchObject({ balance: 1000 - 2 * 3, integral: 5000 });
    const first = FIRST_NUMBER + sold;
    expect(reply.data.numbers).toEqual([String(first), String(first + 1), String(first + 2)]);
    expect(openIssueOf(GOODS.speaker).soldUnits).toBe(sold + 3);
    const order = db().orders.find((o) => o.id === reply.data.orderId);
    expect(order).toMatchObject({
      orderNo: reply.data.orderNo,
      kind: 'treasure',
      uid: demoUser().uid,
      issueId: issue.id,
      count: 3,
      amount: 6,
      payType: 'balance',
      firstNumber: first,
      drawState: 'pending',
      itemState: null,
    });
    expect(reply.data.orderNo).toMatch(/^T\d{10}$/);
  });

  it('shows the buyer their units and numbers, and guests none', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.speaker);
    const bought = await buyTreasure({ id: issue.id, count: 2, payType: 'balance' }, { token });
    const mine = await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue.id }, { token });
    expect(mine.data).toMatchObject({ myUnits: 2, myNumbers: bought.data.numbers, status: 0, result: null });
    const guest = await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue.id });
    expect(guest.data).toMatchObject({ myUnits: 0, myNumbers: [], soldUnits: issue.soldUnits });
  });

  it('takes unitPoints × count from points where the issue takes points', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.voucher);
    const reply = await buyTreasure({ id: issue.id, count: 2, payType: 'points' }, { token });
    expect(reply.data).toMatchObject({ balance: 1000, integral: 5000 - 100 * 2 });
    expect(db().orders.at(-1)).toMatchObject({ payType: 'points', amount: 200 });
  });

  it.each([
    [
      'points where the issue takes none',
      GOODS.speaker,
      { count: 1, payType: 'points' },
      'This item cannot be paid with points',
    ],
    ['an unknown pay type', GOODS.speaker, { count: 1, payType: 'usdt' }, 'Unsupported payment method'],
    ['no pay type', GOODS.speaker, { count: 1 }, 'Unsupported payment method'],
    ['count 0', GOODS.speaker, { count: 0, payType: 'balance' }, 'Please enter a valid quantity'],
    ['count −1', GOODS.speaker, { count: -1, payType: 'balance' }, 'Please enter a valid quantity'],
    ['count 1.5', GOODS.speaker, { count: 1.5, payType: 'balance' }, 'Please enter a valid quantity'],
    ['count as words', GOODS.speaker, { count: 'two', payType: 'balance' }, 'Please enter a valid quantity'],
    ['no count', GOODS.speaker, { payType: 'balance' }, 'Please enter a valid quantity'],
    ['more units than are left', GOODS.earbuds, { count: 4, payType: 'balance' }, 'Not enough units left'],
  ])('refuses %s and changes nothing', async (_name, goodsId, body, msg) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await buyTreasure({ id: openIssueOf(goodsId).id, ...body }, { token })).toEqual(refused(msg));
    expect(snapshot()).toBe(before);
  });

  it('refuses a shortfall of balance or points, in the request language, and changes nothing', async () => {
    const token = await signInDemo();
    demoUser().balance = 5;
    demoUser().integral = 150;
    const before = snapshot();
    const speaker = openIssueOf(GOODS.speaker).id;
    const voucher = openIssueOf(GOODS.voucher).id;
    expect(await buyTreasure({ id: speaker, count: 3, payType: 'balance' }, { token })).toEqual(
      refused('Insufficient balance'),
    );
    expect(await buyTreasure({ id: voucher, count: 2, payType: 'points' }, { token })).toEqual(
      refused('Insufficient points'),
    );
    expect(
      await buyTreasure({ id: speaker, count: 3, payType: 'balance' }, { token, lang: 'zh_cn' }),
    ).toEqual(refused('余额不足'));
    expect(snapshot()).toBe(before);
    const exact = await buyTreasure({ id: speaker, count: 2, payType: 'balance' }, { token });
    expect(exact.data).toMatchObject({ balance: 1 });
  });

  it('needs login, an issue of the right kind, and one on sale', async () => {
    const token = await signInDemo();
    const open = openIssueOf(GOODS.speaker);
    expect((await buyTreasure({ id: open.id, count: 1, payType: 'balance' }, { token: '' })).code).toBe(
      -2000,
    );
    const crowd = openIssueOf(GOODS.pendant);
    expect(await buyTreasure({ id: crowd.id, count: 1, payType: 'balance' }, { token })).toEqual(
      refused('This round was not found', 404),
    );
    expect(await buyCrowd({ id: open.id, count: 100, payType: 'balance' }, { token })).toEqual(
      refused('This round was not found', 404),
    );
    const drawn = db().issues.find((i) => i.goodsId === GOODS.speaker && i.status === 2);
    expect(await buyTreasure({ id: drawn?.id, count: 1, payType: 'balance' }, { token })).toEqual(
      refused('This round is no longer on sale'),
    );
  });
});

describe('fake backend: buying crowdfunding units', () => {
  it('needs at least 100 units', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.pendant);
    const before = snapshot();
    expect(await buyCrowd({ id: issue.id, count: 99, payType: 'balance' }, { token })).toEqual(
      refused('The minimum purchase is 100 units'),
    );
    expect(snapshot()).toBe(before);
    const reply = await buyCrowd({ id: issue.id, count: 100, payType: 'points' }, { token });
    expect(reply.data).toMatchObject({ balance: 1000, integral: 5000 - 50 * 100 });
    expect(reply.data.numbers).toHaveLength(100);
    expect(db().orders.at(-1)).toMatchObject({ kind: 'crowd', count: 100, amount: 5000, payType: 'points' });
  });

  it('when fewer than 100 are left, takes exactly all of them', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.vacuum);
    expect(issue.totalUnits - issue.soldUnits).toBe(80);
    const before = snapshot();
    for (const count of [50, 79, 81, 100]) {
      expect(await buyCrowd({ id: issue.id, count, payType: 'balance' }, { token })).toEqual(
        refused('Fewer than 100 units are left: please buy all of them'),
      );
    }
    expect(snapshot()).toBe(before);
    const reply = await buyCrowd({ id: issue.id, count: 80, payType: 'balance' }, { token });
    expect(reply.data.balance).toBe(1000 - 80);
    expect(db().issues.find((i) => i.id === issue.id)?.status).toBe(2);
  });

  it('refuses more than are left and points where the issue takes none', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.phone);
    demoUser().balance = 100_000;
    const before = snapshot();
    expect(await buyCrowd({ id: issue.id, count: 3801, payType: 'balance' }, { token })).toEqual(
      refused('Not enough units left'),
    );
    expect(await buyCrowd({ id: issue.id, count: 100, payType: 'points' }, { token })).toEqual(
      refused('This item cannot be paid with points'),
    );
    expect(snapshot()).toBe(before);
  });
});

describe('fake backend: buying goods', () => {
  it('takes price × count, lowers the stock, raises the sales and creates an unshipped goods order', async () => {
    const token = await signInDemo();
    const goods = db().goods.find((g) => g.id === GOODS.watch);
    const { stock = 0, sales = 0 } = goods ?? {};
    const reply = await buyGoods(
      { goodsId: GOODS.watch, count: 1, payType: 'balance', remark: ' gift wrap ' },
      { token },
    );
    expect(reply.data).toMatchObject({ balance: 1000 - 799, integral: 5000 });
    expect(goods).toMatchObject({ stock: stock - 1, sales: sales + 1 });
    expect(db().orders.find((o) => o.id === reply.data.orderId)).toMatchObject({
      kind: 'goods',
      goodsId: GOODS.watch,
      issueId: null,
      count: 1,
      amount: 799,
      payType: 'balance',
      firstNumber: null,
      drawState: null,
      itemState: 'unshipped',
      remark: 'gift wrap',
    });
    expect(reply.data.orderNo).toMatch(/^G\d{10}$/);
  });

  it('pays in points only goods that take points, exactly points × count, cents kept exact', async () => {
    const token = await signInDemo();
    const points = await buyGoods({ goodsId: GOODS.chocolate, count: 1, payType: 'points' }, { token });
    expect(points.data).toMatchObject({ balance: 1000, integral: 5000 - 3990 });
    const money = await buyGoods({ goodsId: GOODS.chocolate, count: 1, payType: 'balance' }, { token });
    expect(money.data.balance).toBe(960.1);
    expect(await buyGoods({ goodsId: GOODS.watch, count: 1, payType: 'points' }, { token })).toEqual(
      refused('This item cannot be paid with points'),
    );
  });

  it('never sells more than the stock', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await buyGoods({ goodsId: GOODS.chocolate, count: 3, payType: 'balance' }, { token })).toEqual(
      refused('Not enough stock'),
    );
    expect(await buyGoods({ goodsId: GOODS.markup, count: 1, payType: 'balance' }, { token })).toEqual(
      refused('Not enough stock'),
    );
    expect(snapshot()).toBe(before);
    expect((await buyGoods({ goodsId: GOODS.chocolate, count: 2, payType: 'balance' }, { token })).code).toBe(
      200,
    );
    expect(await buyGoods({ goodsId: GOODS.chocolate, count: 1, payType: 'balance' }, { token })).toEqual(
      refused('Not enough stock'),
    );
  });

  it.each([
    [{ goodsId: 999, count: 1, payType: 'balance' }, refused('Product not found', 404)],
    [{ goodsId: GOODS.watch, count: 0, payType: 'balance' }, refused('Please enter a valid quantity')],
    [{ goodsId: GOODS.watch, count: 1, payType: 'qc' }, refused('Unsupported payment method')],
    [{ goodsId: GOODS.watch, count: 2, payType: 'balance' }, refused('Insufficient balance')],
    [{ goodsId: GOODS.robot, count: 1, payType: 'points' }, refused('Insufficient points')],
    [
      { goodsId: GOODS.watch, count: 1, payType: 'balance', remark: 'x'.repeat(201) },
      refused('The note must not exceed 200 characters'),
    ],
  ])('refuses %o and changes nothing', async (body, answer) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await buyGoods(body, { token })).toEqual(answer);
    expect(snapshot()).toBe(before);
  });

  it('needs login', async () => {
    expect((await buyGoods({ goodsId: GOODS.watch, count: 1, payType: 'balance' }, { token: '' })).code).toBe(
      -2000,
    );
  });
});
