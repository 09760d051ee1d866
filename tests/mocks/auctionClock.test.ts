import type { Notice } from '../../src/api/messages/message';
import type { Balances } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import { money } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db, resetDb } from '../../src/mocks/db';
import {
  RIVAL_IDLE_MAX_MS,
  RIVAL_IDLE_MIN_MS,
  RIVAL_REACT_MS,
} from '../../src/mocks/handlers/auction/db/auctions';
import type { AuctionBidRow } from '../../src/mocks/db/schema';
import { noticeLink } from '../../src/features/messages/noticeLinks';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { M, O, send, userAt } from './ordersHelpers';
import { demoUser } from './treasureHelpers';
import { createPayPassword, expectLedgerBalanced, ledgerOf } from './myHelpers';
import {
  AUCTION_LOTS,
  AUCTION_USERS,
  auctionAt,
  auctionDetail,
  listAuctions,
  payDeposit,
  placeBid,
} from './auctionHelpers';

withFrozenClock();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The demo signed in with a payment password, its deposit paid in the auction of `lot`. */
async function demoIn(lot: string): Promise<{ token: string; id: number }> {
  const token = await signInDemo();
  await createPayPassword(token);
  const { id } = auctionAt(lot);
  const paid = await payDeposit(token, id);
  if (paid.code !== 200) throw new Error(`deposit failed: ${paid.msg ?? ''}`);
  return { token, id };
}

const bidsOf = (id: number): AuctionBidRow[] => db().auctionBids.filter((b) => b.auctionId === id);

/** Moves the fake clock and lets a request's catch-up apply what came due. */
async function at(time: number, id: number) {
  clock.setNow(time);
  return (await auctionDetail('', id)).data;
}

const uidOf = (index: number) => userAt(index).uid;

describe('fake backend: rivals on the fake clock', () => {
  it('the determined rival outbids a new leader at the minimum exactly a minute later, up to his limit', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.rival);
    clock.setNow(T0 + 5_000);
    expect((await placeBid(token, id, 493.99)).code).toBe(200);
    expect(await at(T0 + 5_000 + RIVAL_REACT_MS - 1, id)).toMatchObject({
      last_uid: uidOf(AUCTION_USERS.demo),
    });
    const answered = await at(T0 + 5_000 + RIVAL_REACT_MS, id);
    expect(answered).toMatchObject({
      last_price: 502.98,
      last_uid: uidOf(AUCTION_USERS.minjun),
      nick_name: '김민준',
    });
    expect(answered.bids[0]).toMatchObject({ price: 502.98, create_time: T0 + 5_000 + RIVAL_REACT_MS });
    // The demo bids close to his limit: he still answers at the minimum; past it, he stops.
    clock.setNow(T0 + 2 * MINUTE);
    expect((await placeBid(token, id, 885)).code).toBe(200);
    expect(await at(T0 + 3 * MINUTE, id)).toMatchObject({
      last_price: 893.99,
      last_uid: uidOf(AUCTION_USERS.minjun),
    });
    clock.setNow(T0 + 4 * MINUTE);
    expect((await placeBid(token, id, 902.98)).code).toBe(200);
    expect(await at(T0 + 5 * HOUR, id)).toMatchObject({
      last_price: 902.98,
      last_uid: uidOf(AUCTION_USERS.demo),
    });
    expect(auctionAt(AUCTION_LOTS.rival).rivalDueAt).toBeNull();
  });

  it('rivals bid by themselves every few minutes, never over themselves, each within his limit', async () => {
    const { id } = auctionAt(AUCTION_LOTS.rival);
    const seeded = bidsOf(id).length;
    await at(T0 + 2 * MINUTE, id);
    const first = bidsOf(id)[seeded];
    expect(first).toMatchObject({ uid: uidOf(AUCTION_USERS.dmitry), createTime: T0 + 2 * MINUTE });
    await at(T0 + 5 * HOUR, id);
    const bids = bidsOf(id);
    const live = bids.slice(seeded);
    expect(live.length).toBeGreaterThan(5);
    const limits = new Map(auctionAt(AUCTION_LOTS.rival).rivals.map((r) => [r.uid, r.limit]));
    live.forEach((bid, i) => {
      const before = bids[seeded + i - 1];
      if (!before) throw new Error('no bid before');
      expect(bid.uid).not.toBe(before.uid);
      expect(money(bid.price).gte(money(before.price).plus(8.99))).toBe(true);
      expect(money(bid.price).lte(money(before.price).plus(3 * 8.99))).toBe(true);
      expect(money(bid.price).lte(limits.get(bid.uid) ?? 0)).toBe(true);
      if (i > 0) {
        const gap = bid.createTime - before.createTime;
        expect(gap).toBeGreaterThanOrEqual(RIVAL_IDLE_MIN_MS);
        expect(gap).toBeLessThanOrEqual(RIVAL_IDLE_MAX_MS);
      }
    });
    // Дмитрий stops at 720; 김민준 leads and nobody else can: the rivals rest.
    const auction = auctionAt(AUCTION_LOTS.rival);
    expect(auction.lastUid).toBe(uidOf(AUCTION_USERS.minjun));
    expect(auction.rivalDueAt).toBeNull();
    expect(money(auction.lastPrice).plus(8.99).gt(720)).toBe(true);
  });

  it('moves the same way on every run: the rivals’ generator is seeded', async () => {
    const { id } = auctionAt(AUCTION_LOTS.rival);
    await at(T0 + 3 * HOUR, id);
    const once = bidsOf(id).map((b) => [b.uid, b.price, b.createTime]);
    clock.setNow(T0);
    resetDb();
    await at(T0 + 3 * HOUR, id);
    expect(bidsOf(id).map((b) => [b.uid, b.price, b.createTime])).toEqual(once);
  });

  it('the auction ending soon: its rivals are at their limits, so nobody answers the demo', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.win);
    expect(auctionAt(AUCTION_LOTS.win).rivalDueAt).toBeNull();
    expect((await placeBid(token, id, 567.99)).code).toBe(200);
    expect(await at(T0 + 29 * MINUTE, id)).toMatchObject({
      last_price: 567.99,
      last_uid: uidOf(AUCTION_USERS.demo),
    });
  });
});

describe('fake backend: opening and closing on the fake clock', () => {
  it('an upcoming auction runs from its start time; its rivals bid a few minutes later', async () => {
    const { id } = auctionAt(AUCTION_LOTS.soon);
    expect(await at(T0 + 3 * HOUR - 1, id)).toMatchObject({ status: 0, seconds: 1 });
    expect(await at(T0 + 3 * HOUR, id)).toMatchObject({ status: 1, seconds: 24 * 3600, bids: [] });
    const moved = await at(T0 + 3 * HOUR + 4 * MINUTE, id);
    expect(moved.bids).toHaveLength(1);
    expect(moved.bids[0]).toMatchObject({ create_time: T0 + 3 * HOUR + 4 * MINUTE });
  });

  it('sold: the winner’s order (deposit counted) and notice; the others refunded once with a ledger line', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.win);
    expect((await placeBid(token, id, 567.99)).code).toBe(200);
    const sophie = userAt(AUCTION_USERS.sophie);
    const sakura = userAt(AUCTION_USERS.sakura);
    const [sophieBefore, sakuraBefore] = [sophie.balance, sakura.balance];
    const closed = await at(T0 + 30 * MINUTE, id);
    const order = db().orders.find((o) => o.kind === 'auction' && o.goodsId === 14);
    if (!order) throw new Error('no order for the win');
    expect(order).toMatchObject({
      uid: uidOf(AUCTION_USERS.demo),
      count: 1,
      amount: 567.99,
      prepaid: 79.9,
      payType: 'balance',
      drawState: null,
      itemState: 'unclaimed',
      createTime: T0 + 30 * MINUTE,
    });
    expect(closed).toMatchObject({
      status: 2,
      seconds: 0,
      last_price: 567.99,
      deposit_state: 'none',
      order_id: null,
    });
    expect((await auctionDetail(token, id)).data).toMatchObject({
      deposit_state: 'counted',
      order_id: order.id,
    });
    expect(demoUser().balance).toBe(920.1);
    expect(userAt(AUCTION_USERS.sophie).balance).toBe(toNumber(money(sophieBefore).plus(79.9)));
    expect(userAt(AUCTION_USERS.sakura).balance).toBe(toNumber(money(sakuraBefore).plus(79.9)));
    const refund = ledgerOf(userAt(AUCTION_USERS.sophie), 'balance').at(-1);
    expect(refund).toMatchObject({
      amount: 79.9,
      title: expect.objectContaining({ en_us: 'Auction deposit refund: Casio G-Shock GA-2100' }),
      createTime: T0 + 30 * MINUTE,
    });
    const notices = await send<Page<Notice>>(M.GetMyNoticeList, token, { pageIndex: 1, pageSize: 1 });
    const notice = notices.data.list[0];
    expect(notice).toMatchObject({
      kind: 'auctionWon',
      refId: order.id,
      refKind: 'auction',
      title: 'You won the auction!',
    });
    expect(notice?.content).toContain('567.99 Balance');
    expect(notice?.content).toContain(order.orderNo);
    expect(notice && noticeLink(notice)).toBe(`/pages/order/auctionDetails?id=${order.id}`);
    // Once: later requests change no order, notice, ledger line, deposit or holding.
    const settled = () => {
      const state = db();
      return JSON.stringify({
        orders: state.orders.filter((o) => o.kind === 'auction'),
        notices: state.notices.filter((n) => n.kind === 'auctionWon'),
        ledger: state.ledger.filter((l) => l.title.en_us.startsWith('Auction')),
        deposits: state.auctionDeposits.filter((d) => d.auctionId === id),
        balances: [AUCTION_USERS.demo, AUCTION_USERS.sophie, AUCTION_USERS.sakura].map(
          (i) => userAt(i).balance,
        ),
      });
    };
    const after = settled();
    await at(T0 + 3 * HOUR, id);
    await listAuctions(token, { status: 2 });
    expect(settled()).toBe(after);
    // The winner pays the rest when claiming it.
    const claimed = await send<Balances>(O.ClaimAuction, token, { id: order.id });
    expect(claimed.data).toEqual({ balance: 432.01, integral: 5000 });
    expectLedgerBalanced(demoUser());
  });

  it('reserved without a bid: every deposit refunded, no order, no notice', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.fresh);
    expect(demoUser().balance).toBe(900.1);
    const mine = () => ({
      orders: db().orders.filter((o) => o.kind === 'auction' && o.goodsId === 4).length,
      notices: db().notices.filter((n) => n.kind === 'auctionWon' && n.uid === demoUser().uid).length,
    });
    const before = mine();
    const closed = await at(T0 + 2 * 24 * HOUR, id);
    expect(closed).toMatchObject({ status: 3, last_uid: 0, seconds: 0 });
    expect((await auctionDetail(token, id)).data).toMatchObject({
      deposit_state: 'refunded',
      order_id: null,
    });
    expect(demoUser().balance).toBe(1000);
    expect(ledgerOf(demoUser(), 'balance').at(-1)).toMatchObject({
      amount: 99.9,
      title: expect.objectContaining({ en_us: 'Auction deposit refund: Xiaomi Robot Vacuum S10' }),
    });
    expect(mine()).toEqual(before);
    expect(before.orders).toBe(0);
    await at(T0 + 3 * 24 * HOUR, id);
    expect(demoUser().balance).toBe(1000);
    expectLedgerBalanced(demoUser());
  });

  it('an outbid bidder is refunded once, however often the clock is read after the end', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.rival);
    expect((await placeBid(token, id, 493.99)).code).toBe(200);
    await at(T0 + 6 * HOUR, id);
    await at(T0 + 7 * HOUR, id);
    await listAuctions(token);
    const auction = auctionAt(AUCTION_LOTS.rival);
    expect(auction.status).toBe(2);
    expect(auction.lastUid).not.toBe(uidOf(AUCTION_USERS.demo));
    const refunds = ledgerOf(demoUser(), 'balance').filter(
      (l) => l.title.en_us === 'Auction deposit refund: JBL Flip 6 Portable Speaker',
    );
    expect(refunds).toHaveLength(1);
    expect(demoUser().balance).toBe(1000);
    const oliverRefunds = ledgerOf(userAt(AUCTION_USERS.oliver), 'balance').filter(
      (l) => l.title.en_us === 'Auction deposit refund: JBL Flip 6 Portable Speaker',
    );
    expect(oliverRefunds.map((l) => [l.amount, l.createTime])).toEqual([[89.9, T0 + 6 * HOUR]]);
    const winner = db().orders.filter((o) => o.kind === 'auction' && o.goodsId === 3);
    expect(winner).toHaveLength(1);
    expect(winner[0]).toMatchObject({ uid: auction.lastUid, amount: auction.lastPrice, prepaid: 89.9 });
    const states = db()
      .auctionDeposits.filter((d) => d.auctionId === id)
      .map((d) => [d.uid, d.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [auction.lastUid, 'counted'],
        [uidOf(AUCTION_USERS.demo), 'refunded'],
        [uidOf(AUCTION_USERS.oliver), 'refunded'],
      ]),
    );
    // No bid lands after the end.
    expect(bidsOf(id).every((b) => b.createTime < auction.endTime)).toBe(true);
  });
});

const toNumber = (value: ReturnType<typeof money>) => Number(value.toFixed(2));
