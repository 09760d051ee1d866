import type { Auction } from '../../src/api/auctions/auction';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, ORIGIN, signInDemo } from './signedFetch';
import { orderOf, signInAt, userAt } from './ordersHelpers';
import { refused } from './treasureHelpers';
import {
  A,
  AUCTION_LOTS,
  AUCTION_USERS,
  auctionAt,
  auctionDetail,
  listAuctions,
  payDeposit,
} from './auctionHelpers';
import { createPayPassword } from './myHelpers';

withFrozenClock();

const lots = (list: readonly Auction[]) => list.map((a) => a.draw_number);

describe('fake backend: the auction list', () => {
  it('lists ongoing (ending soonest), upcoming (starting soonest), then closed (latest first) to guests', async () => {
    const reply = await listAuctions('');
    expect(reply.code).toBe(200);
    expect(lots(reply.data.list)).toEqual([
      AUCTION_LOTS.win,
      AUCTION_LOTS.rival,
      AUCTION_LOTS.fresh,
      AUCTION_LOTS.soon,
      AUCTION_LOTS.tomorrow,
      AUCTION_LOTS.demoWon,
      AUCTION_LOTS.reserved,
      AUCTION_LOTS.longName,
      AUCTION_LOTS.hostile,
    ]);
    expect(reply.data.total).toBe(9);
    expect(reply.data.list.every((a) => a.server_time === T0 && a.deposit_state === 'none')).toBe(true);
    expect(reply.data.list.every((a) => a.order_id === null)).toBe(true);
  });

  it('filters by state: 0 upcoming, 1 ongoing, 2 ended and reserved; refuses another state', async () => {
    const upcoming = await listAuctions('', { status: 0 });
    expect(lots(upcoming.data.list)).toEqual([AUCTION_LOTS.soon, AUCTION_LOTS.tomorrow]);
    expect(upcoming.data.list.map((a) => a.seconds)).toEqual([3 * 3600, 26 * 3600]);
    const ongoing = await listAuctions('', { status: '1' });
    expect(lots(ongoing.data.list)).toEqual([AUCTION_LOTS.win, AUCTION_LOTS.rival, AUCTION_LOTS.fresh]);
    expect(ongoing.data.list.map((a) => a.seconds)).toEqual([30 * 60, 6 * 3600, 2 * 86_400]);
    const closed = await listAuctions('', { status: 2 });
    expect(closed.data.list.map((a) => [a.draw_number, a.status, a.seconds])).toEqual([
      [AUCTION_LOTS.demoWon, 2, 0],
      [AUCTION_LOTS.reserved, 3, 0],
      [AUCTION_LOTS.longName, 2, 0],
      [AUCTION_LOTS.hostile, 2, 0],
    ]);
    expect(await listAuctions('', { status: 3 })).toEqual(refused('Invalid request'));
    expect(await listAuctions('', { joined: 2 })).toEqual(refused('Invalid request'));
  });

  it('pages 20 a page unless asked; a page past the end is empty', async () => {
    const first = await listAuctions('', { pageIndex: 1, pageSize: 4 });
    const second = await listAuctions('', { pageIndex: 2, pageSize: 4 });
    const all = await listAuctions('');
    expect(lots(first.data.list)).toEqual(lots(all.data.list).slice(0, 4));
    expect(lots(second.data.list)).toEqual(lots(all.data.list).slice(4, 8));
    expect(second.data.total).toBe(9);
    expect((await listAuctions('', { pageIndex: 9 })).data).toEqual({ list: [], total: 9 });
  });

  it('joined=1 needs a session and lists the user’s auctions by latest deposit, with each deposit’s state', async () => {
    expect(await listAuctions('', { joined: 1 })).toEqual({ code: -2000, msg: 'Please log in', data: null });
    const token = await signInDemo();
    const joined = await listAuctions(token, { joined: 1 });
    const won = orderOf(AUCTION_USERS.demo, (o) => o.kind === 'auction');
    expect(joined.data.list.map((a) => [a.draw_number, a.deposit_state, a.order_id])).toEqual([
      [AUCTION_LOTS.demoWon, 'counted', won.id],
      [AUCTION_LOTS.longName, 'refunded', null],
    ]);
    await createPayPassword(token);
    expect((await payDeposit(token, auctionAt(AUCTION_LOTS.fresh).id)).code).toBe(200);
    clock.setNow(T0 + 1000);
    expect((await payDeposit(token, auctionAt(AUCTION_LOTS.soon).id)).code).toBe(200);
    const now = await listAuctions(token, { joined: 1 });
    expect(now.data.list.map((a) => [a.draw_number, a.deposit_state])).toEqual([
      [AUCTION_LOTS.soon, 'held'],
      [AUCTION_LOTS.fresh, 'held'],
      [AUCTION_LOTS.demoWon, 'counted'],
      [AUCTION_LOTS.longName, 'refunded'],
    ]);
    const upcoming = await listAuctions(token, { joined: 1, status: 0 });
    expect(lots(upcoming.data.list)).toEqual([AUCTION_LOTS.soon]);
    const mine = await listAuctions(await signInAt(AUCTION_USERS.lucas), { joined: 1 });
    expect(mine.data.list.map((a) => [a.draw_number, a.deposit_state])).toEqual([
      [AUCTION_LOTS.soon, 'held'],
      [AUCTION_LOTS.reserved, 'refunded'],
    ]);
  });
});

describe('fake backend: an auction’s detail', () => {
  it('answers every field, the lot’s own pictures and the bids newest first, as a guest sees them', async () => {
    const rival = auctionAt(AUCTION_LOTS.rival);
    const minjun = userAt(AUCTION_USERS.minjun);
    const reply = await auctionDetail('', rival.id);
    expect(reply.data).toEqual({
      id: rival.id,
      goods_id: 3,
      name: 'JBL Flip 6 Portable Speaker',
      thumbnail: `${ORIGIN}/fake-media/jbl-flip-6.webp`,
      describe: expect.stringContaining('<li>12 hours of playtime</li>'),
      draw_number: 'LOT-RIVAL',
      starting_bid_price: 399,
      evaluation_price: 899,
      security_deposit: 89.9,
      last_price: 485,
      last_uid: minjun.uid,
      avatar: minjun.avatar,
      nick_name: '김민준',
      participants: 3,
      start_time: T0 - 2 * 3_600_000,
      end_time: T0 + 6 * 3_600_000,
      seconds: 6 * 3600,
      status: 1,
      server_time: T0,
      deposit_state: 'none',
      order_id: null,
      // the lot's own picture: not the shop's promises that follow it in the product's gallery
      images: [`${ORIGIN}/fake-media/jbl-flip-6.webp`],
      bids: expect.any(Array),
    });
    expect(reply.data.bids.map((b) => [b.nick_name, b.price])).toEqual([
      ['김민준', 485],
      ['Дмитрий Волков', 470],
      ['김민준', 455],
      ['Oliver Bennett', 440],
      ['Дмитрий Волков', 425],
      ['김민준', 410],
    ]);
    expect(reply.data.bids[0]).toEqual({
      uid: minjun.uid,
      nick_name: '김민준',
      avatar: minjun.avatar,
      price: 485,
      create_time: T0 - 12 * 60_000,
    });
  });

  it('shows at most the 20 latest bids', async () => {
    const fresh = auctionAt(AUCTION_LOTS.fresh);
    for (let i = 0; i < 25; i += 1) {
      db().auctionBids.push({
        id: 1000 + i,
        auctionId: fresh.id,
        uid: userAt(i % 2).uid,
        price: 500 + i,
        createTime: T0,
      });
    }
    const { bids } = (await auctionDetail('', fresh.id)).data;
    expect(bids).toHaveLength(20);
    expect(bids[0]?.price).toBe(524);
    expect(bids[19]?.price).toBe(505);
  });

  it('shows a closed auction’s winner, and the winner their order', async () => {
    const won = auctionAt(AUCTION_LOTS.demoWon);
    const order = orderOf(AUCTION_USERS.demo, (o) => o.kind === 'auction');
    const asDemo = await auctionDetail(await signInDemo(), won.id);
    expect(asDemo.data).toMatchObject({
      status: 2,
      last_price: 420,
      nick_name: 'QC Demo',
      deposit_state: 'counted',
      order_id: order.id,
      participants: 2,
    });
    const asEmily = await auctionDetail(await signInAt(AUCTION_USERS.emily), won.id);
    expect(asEmily.data).toMatchObject({ deposit_state: 'refunded', order_id: null });
    const reserved = await auctionDetail('', auctionAt(AUCTION_LOTS.reserved).id);
    expect(reserved.data).toMatchObject({ status: 3, last_uid: 0, avatar: '', nick_name: '', bids: [] });
  });

  it('keeps the seeded text as written: long names, scripts and markup', async () => {
    const long = await auctionDetail('', auctionAt(AUCTION_LOTS.longName).id);
    expect(long.data.name).toMatch(/^설화수 .*Подарочный набор/);
    expect(long.data.name.length).toBeGreaterThan(80);
    const hostile = await auctionDetail('', auctionAt(AUCTION_LOTS.hostile).id);
    expect(hostile.data.describe).toContain('<img src=x onerror=alert(1)>');
    expect(hostile.data.nick_name).toBe('Анастасия Кузнецова');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [999, 'abc', -1]) {
      expect(await callFake(A.detail, { id })).toEqual(refused('Auction not found', 404));
    }
    expect(await callFake(A.detail, { id: 999 }, { lang: 'pt_br' })).toEqual(
      refused('Leilão não encontrado', 404),
    );
  });

  it('answers server_time from the fake clock, and seconds counted on it', async () => {
    clock.setNow(T0 + 90_500);
    const reply = await auctionDetail('', auctionAt(AUCTION_LOTS.fresh).id);
    expect(reply.data.server_time).toBe(T0 + 90_500);
    expect(reply.data.seconds).toBe(2 * 86_400 - 90);
  });
});
