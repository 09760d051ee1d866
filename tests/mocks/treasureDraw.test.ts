import type { IssueDetail, NextIssue } from '../../src/api/draws/treasure';
import { clock } from '../../src/mocks/clock';
import { db, resetDb } from '../../src/mocks/db';
import { CROWD_DURATION_MS } from '../../src/mocks/handlers/treasure/db/issues';
import { holdsNumber } from '../../src/mocks/handlers/orders/db/orders';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { buyCrowd, buyTreasure, demoUser, GOODS, issueRow, openIssueOf, T, userRow } from './treasureHelpers';

withFrozenClock();

const ordersOf = (issueId: number) => db().orders.filter((o) => o.issueId === issueId);
const noticesSince = (id: number) => db().notices.filter((n) => n.id > id);
const lastNoticeId = () => db().seq.notice;

/** Buys the 3 units the earbuds box lacks, which draws it. */
async function buyOutEarbuds(token: string) {
  const issue = openIssueOf(GOODS.earbuds);
  const reply = await buyTreasure({ id: issue.id, count: 3, payType: 'balance' }, { token });
  expect(reply.code).toBe(200);
  return { issue: issueRow(issue.id), reply };
}

describe('fake backend: the draw when the last unit sells', () => {
  it('draws a winner among the units, settles every order and stores the result', async () => {
    const token = await signInDemo();
    const { issue } = await buyOutEarbuds(token);
    expect(issue).toMatchObject({ status: 2, soldUnits: 100, closedAt: T0 });
    const result = issue?.result;
    expect(result).toMatchObject({ drawTime: T0 });
    const orders = ordersOf(issue?.id ?? 0);
    const won = orders.filter((o) => o.drawState === 'won');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ id: result?.orderId, uid: result?.winnerUid, itemState: 'unclaimed' });
    expect(holdsNumber(won[0]!, Number(result?.winNumber))).toBe(true);
    for (const lost of orders.filter((o) => o !== won[0]))
      expect(lost).toMatchObject({ drawState: 'lost', itemState: null });
  });

  it('messages every participant once, the winner that they won', async () => {
    const token = await signInDemo();
    const since = lastNoticeId();
    const { issue } = await buyOutEarbuds(token);
    const participants = new Set(ordersOf(issue?.id ?? 0).map((o) => o.uid));
    const notices = noticesSince(since);
    expect(notices.map((n) => n.uid).sort()).toEqual([...participants].sort());
    for (const notice of notices) {
      const won = notice.uid === issue?.result?.winnerUid;
      expect(notice).toMatchObject({ kind: won ? 'drawWon' : 'drawLost', read: false, createTime: T0 });
      expect(notice.title.en_us).toBe(won ? 'You won!' : 'Draw result');
      expect(notice.content.en_us).toContain(issue?.result?.winNumber);
      expect(notice.content.en_us).toContain(issue?.issueNumber);
      expect(notice.title.zh_cn).toBe(won ? '恭喜您中奖了！' : '开奖结果');
    }
  });

  it('opens the next round, which GetNextId returns', async () => {
    const token = await signInDemo();
    const { issue } = await buyOutEarbuds(token);
    const next = await callFake<NextIssue>(T.GetNextId, { goodsId: GOODS.earbuds });
    const opened = issueRow(next.data.id);
    expect(opened).toMatchObject({
      kind: 'treasure',
      goodsId: GOODS.earbuds,
      round: (issue?.round ?? 0) + 1,
      status: 0,
      soldUnits: 0,
      totalUnits: 100,
      unitPrice: 1,
      unitPoints: 100,
      openedAt: T0,
    });
    expect(next.data.issueNumber).toBe(opened?.issueNumber);
    expect(next.data.issueNumber).not.toBe(issue?.issueNumber);
  });

  it('shows the result with the units the viewer bought', async () => {
    const token = await signInDemo();
    const { issue } = await buyOutEarbuds(token);
    const mine = await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue?.id }, { token });
    const winner = userRow(issue?.result?.winnerUid ?? 0);
    expect(mine.data.status).toBe(2);
    expect(mine.data.result).toMatchObject({
      winNumber: issue?.result?.winNumber,
      totalUnits: 100,
      boughtUnits: 5 + 3,
      prizeValue: 99,
      originalPrice: 149,
      participants: new Set(ordersOf(issue?.id ?? 0).map((o) => o.uid)).size,
      winner: { uid: winner.uid, nickName: winner.nickName },
      drawTime: T0,
    });
    const guest = await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue?.id });
    expect(guest.data.result?.boughtUnits).toBe(0);
    const open = await callFake<IssueDetail>(T.GetTreasureInfo, { id: openIssueOf(GOODS.speaker).id });
    expect(open.data.result).toBeNull();
  });

  it('draws the same winner after a reset and the same purchases', async () => {
    const outcome = async () => {
      const token = await signInDemo();
      const box = openIssueOf(GOODS.voucher);
      await buyTreasure({ id: box.id, count: 2, payType: 'balance' }, { token });
      await buyTreasure({ id: box.id, count: 4, payType: 'points' }, { token });
      const next = openIssueOf(GOODS.voucher);
      await buyTreasure({ id: next.id, count: 10, payType: 'balance' }, { token });
      return [issueRow(box.id)?.result, issueRow(next.id)?.result];
    };
    const first = await outcome();
    expect(first.every((r) => r !== null)).toBe(true);
    resetDb();
    expect(await outcome()).toEqual(first);
  });

  it('crowdfunding sold out is drawn the same way', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.vacuum);
    const since = lastNoticeId();
    await buyCrowd({ id: issue.id, count: 80, payType: 'balance' }, { token });
    expect(issueRow(issue.id)).toMatchObject({ status: 2 });
    expect(noticesSince(since).length).toBe(new Set(ordersOf(issue.id).map((o) => o.uid)).size);
    const next = openIssueOf(GOODS.vacuum);
    expect(next).toMatchObject({
      kind: 'crowd',
      minUnits: 100,
      soldUnits: 0,
      endTime: T0 + CROWD_DURATION_MS,
    });
  });
});

describe('fake backend: crowdfunding that ends unsold', () => {
  it('ends at its end time: refunds every buyer, messages them and opens the next round', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.pendant);
    await buyCrowd({ id: issue.id, count: 100, payType: 'points' }, { token });
    await buyCrowd({ id: issue.id, count: 200, payType: 'balance' }, { token });
    expect(demoUser()).toMatchObject({ balance: 800, integral: 0 });
    const endTime = issue.endTime ?? 0;
    clock.setNow(endTime - 1);
    expect((await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue.id })).data.status).toBe(0);
    const buyers = ordersOf(issue.id).map((o) => ({ uid: o.uid, payType: o.payType, amount: o.amount }));
    const before = new Map(buyers.map((b) => [b.uid, { ...userRow(b.uid) }]));
    const since = lastNoticeId();
    clock.setNow(endTime);
    const ended = await callFake<IssueDetail>(T.GetTreasureInfo, { id: issue.id });
    expect(ended.data.status).toBe(3);
    expect(demoUser()).toMatchObject({ balance: 1000, integral: 5000 });
    for (const [uid, was] of before) {
      const paid = buyers.filter((b) => b.uid === uid);
      const back = (asset: string) =>
        paid.filter((b) => b.payType === asset).reduce((s, b) => s + b.amount, 0);
      expect(userRow(uid).balance).toBeCloseTo(was.balance + back('balance'), 2);
      expect(userRow(uid).integral).toBeCloseTo(was.integral + back('points'), 2);
    }
    expect(
      ordersOf(issue.id).every((o) => o.refunded && o.drawState === 'lost' && o.itemState === null),
    ).toBe(true);
    const notices = noticesSince(since);
    expect(notices.map((n) => n.uid).sort()).toEqual([...new Set(buyers.map((b) => b.uid))].sort());
    for (const notice of notices) {
      expect(notice.title.en_us).toBe('Crowdfunding ended');
      expect(notice.content.en_us).toContain(issue.issueNumber);
    }
    const next = await callFake<NextIssue>(T.GetNextId, { goodsId: GOODS.pendant });
    expect(issueRow(next.data.id)).toMatchObject({
      status: 0,
      soldUnits: 0,
      endTime: endTime + CROWD_DURATION_MS,
    });
    expect(await buyCrowd({ id: issue.id, count: 100, payType: 'balance' }, { token })).toMatchObject({
      code: 400,
      msg: 'This round is no longer on sale',
    });
  });
});
