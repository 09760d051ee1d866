import type { Notice, UnreadCounts } from '../../src/api/messages/message';
import type { OrderDetail } from '../../src/api/orders/orders';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { ADDRESS_REVIEW_MS } from '../../src/mocks/handlers/profile/db/addresses';
import { SHIP_AFTER_MS } from '../../src/mocks/handlers/orders/db/shipments';
import { DEMO } from '../../src/mocks/db/seed';
import { demoRice, giftsTo, M, O, P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { buyTreasure, GOODS, issueRow, openIssueOf, refused, snapshot } from './treasureHelpers';

withFrozenClock();

const noticeRows = (index: number) => db().notices.filter((n) => n.uid === userAt(index).uid);
const notices = (
  token: string,
  query: Record<string, unknown> = { pageIndex: 1, pageSize: 20 },
  lang?: 'zh_cn',
) => send<Page<Notice>>(M.GetMyNoticeList, token, query, lang);
const latest = async (token: string) => (await notices(token)).data.list[0];
const clear = (token: string, query: Record<string, unknown> = {}) => send(M.ClearMessage, token, query);
const unreadNotices = async (token: string) => (await send<UnreadCounts>(M.GetUnRead, token)).data.notice;

async function expectRefused(reply: Promise<unknown>, msg: string, code = 400) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg, code));
  expect(snapshot()).toBe(before);
}

describe('fake backend: system notices (GetMyNoticeList)', () => {
  it('lists the user’s notices newest first, paged, in the request’s language', async () => {
    const token = await signInDemo();
    const rows = noticeRows(USERS.demo);
    const { data } = await notices(token);
    expect(data.total).toBe(rows.length);
    const times = data.list.map((n) => n.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.list.every((n) => !n.read)).toBe(true);
    const welcome = data.list.find((n) => n.kind === 'welcome');
    expect(welcome).toMatchObject({ title: 'Welcome to QC Mall', refId: null, read: false });

    const page2 = await notices(token, { pageIndex: 2, pageSize: 2 });
    expect(page2.data.list.map((n) => n.id)).toEqual(data.list.slice(2, 4).map((n) => n.id));
    const zh = await notices(token, { pageIndex: 1, pageSize: 20 }, 'zh_cn');
    expect(zh.data.list.find((n) => n.kind === 'welcome')?.title).toBe('欢迎来到 QC Mall');
  });

  it('shows nobody else’s notices', async () => {
    const wang = await signInAt(USERS.wang);
    const { data } = await notices(wang);
    expect(data.total).toBe(noticeRows(USERS.wang).length);
    const demoIds = new Set(noticeRows(USERS.demo).map((n) => n.id));
    expect(data.list.some((n) => demoIds.has(n.id))).toBe(false);
  });

  it('needs login', async () => {
    for (const endpoint of [M.GetMyNoticeList, M.GetUnRead, M.ClearMessage]) {
      expect((await send(endpoint, '')).code).toBe(-2000);
    }
  });
});

describe('fake backend: what a notice is about (refId)', () => {
  it('a draw: the winner’s notice names the winning order, each loser’s their own order of the round', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.earbuds);
    expect((await buyTreasure({ id: issue.id, count: 3, payType: 'balance' }, { token })).code).toBe(200);
    const result = issueRow(issue.id)?.result;
    const drawn = db().notices.filter((n) => n.kind === 'drawWon' || n.kind === 'drawLost');
    const ofRound = drawn.filter((n) => n.createTime === T0);
    expect(ofRound.length).toBeGreaterThan(1);
    for (const notice of ofRound) {
      const order = db().orders.find((o) => o.id === notice.refId);
      expect(order).toMatchObject({ uid: notice.uid, issueId: issue.id });
      // Which kind of order it is: the page that shows it depends on it.
      expect(notice.refKind).toBe(order?.kind);
      expect(notice.kind).toBe(notice.uid === result?.winnerUid ? 'drawWon' : 'drawLost');
    }
    expect(ofRound.find((n) => n.kind === 'drawWon')?.refId).toBe(result?.orderId);
    const mine = await latest(token);
    expect(mine?.kind).toMatch(/^draw(Won|Lost)$/);
    const opened = await send<OrderDetail>(O.GetTreasureOrderInfo, token, { id: mine?.refId });
    expect(opened.data).toMatchObject({ id: mine?.refId, issueNumber: issue.issueNumber });
  });

  it('an address review: the rejected address, keyed by its user', async () => {
    const token = await signInDemo();
    const fields = {
      recipientName: 'Li Na',
      recipientPhoneRegion: '+86',
      recipientPhoneNumber: '13912345678',
      address: '9 Reject Street, Hangzhou',
      deliveryMethod: 'pickup',
    };
    expect((await send(P.ModifyAddress, token, fields)).code).toBe(200);
    clock.advance(ADDRESS_REVIEW_MS);
    expect(await latest(token)).toMatchObject({
      kind: 'addressRejected',
      refId: userAt(USERS.demo).uid,
      read: false,
      createTime: T0 + ADDRESS_REVIEW_MS,
    });
  });

  it('a shipment: the order it ships, which its details page opens', async () => {
    const token = await signInDemo();
    const { id } = demoRice();
    expect((await send(O.ShippingReq, token, { id })).code).toBe(200);
    clock.advance(SHIP_AFTER_MS);
    expect(await latest(token)).toMatchObject({
      kind: 'shipped',
      refId: id,
      refKind: 'goods',
      title: 'Your order has shipped',
    });
    const opened = await send<OrderDetail>(O.GetGoodsOrderInfo, token, { id });
    expect(opened.data.itemState).toBe('shipped');
  });

  it('a gift: the gift, as the receiver’s gift box lists it', async () => {
    const token = await signInDemo();
    const body = {
      id: demoRice().id,
      receiverId: userAt(USERS.emily).uid,
      quantity: 1,
      password: DEMO.password,
    };
    expect((await send(O.GiftGoods, token, body)).code).toBe(200);
    const emily = await signInAt(USERS.emily);
    expect(await latest(emily)).toMatchObject({
      kind: 'giftReceived',
      refId: giftsTo(USERS.emily).at(-1)?.id,
    });
    const money = {
      receiverId: userAt(USERS.emily).uid,
      quantity: 5,
      asset: 'balance',
      password: DEMO.password,
    };
    expect((await send(O.GiftMoney, token, money)).code).toBe(200);
    expect(await latest(emily)).toMatchObject({
      kind: 'giftMoneyReceived',
      refId: giftsTo(USERS.emily).at(-1)?.id,
    });
  });
});

describe('fake backend: marking notices read (ClearMessage)', () => {
  it('marks one notice read, and only that one', async () => {
    const token = await signInDemo();
    const [first, second] = (await notices(token)).data.list;
    const unread = await unreadNotices(token);
    expect(await clear(token, { box: 'notice', id: first?.id })).toEqual({
      code: 200,
      msg: 'Success',
      data: null,
    });
    const after = (await notices(token)).data.list;
    expect(after[0]).toMatchObject({ id: first?.id, read: true });
    expect(after[1]).toMatchObject({ id: second?.id, read: false });
    expect(await unreadNotices(token)).toBe(unread - 1);
    expect((await clear(token, { id: second?.id })).code).toBe(200);
    expect(await unreadNotices(token)).toBe(unread - 2);
  });

  it('clears the notice box, or every box', async () => {
    const token = await signInDemo();
    expect((await clear(token, { box: 'notice' })).code).toBe(200);
    expect((await notices(token)).data.list.every((n) => n.read)).toBe(true);
    expect(await send<UnreadCounts>(M.GetUnRead, token)).toMatchObject({ data: { notice: 0 } });
    const wang = await signInAt(USERS.wang);
    expect(await unreadNotices(wang)).toBeGreaterThan(0);
    expect((await clear(wang)).code).toBe(200);
    expect((await send<UnreadCounts>(M.GetUnRead, wang)).data).toEqual({
      notice: 0,
      gift: 0,
      invitation: 0,
      kefu: 0,
      total: 0,
    });
  });

  it('refuses another user’s notice, an unknown one, an unknown box, and an id with another box', async () => {
    const token = await signInDemo();
    const others = noticeRows(USERS.wang)[0]?.id;
    await expectRefused(clear(token, { box: 'notice', id: others }), 'Message not found', 404);
    await expectRefused(clear(token, { box: 'notice', id: 999_999 }), 'Message not found', 404);
    await expectRefused(clear(token, { id: 'first' }), 'Message not found', 404);
    await expectRefused(clear(token, { box: 'orders' }), 'Unknown message box');
    await expectRefused(
      clear(token, { box: 'gift', id: noticeRows(USERS.demo)[0]?.id }),
      'Only a system message can be marked read on its own',
    );
    expect((await send(M.ClearMessage, token, { box: 'inbox' }, 'zh_cn')).msg).toBe('消息类型不存在');
  });
});
