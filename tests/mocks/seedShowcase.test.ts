import type { Comment, Goods, Issue, RankRow, ScrollEntry, Winner } from '../../src/api/draws/treasure';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db, resetDb } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { AWKWARD_NAME } from '../../src/mocks/db/seed';
import { T0, withFrozenClock } from './setupLocal';
import { callFake } from './signedFetch';
import { demoUser, GOODS, T } from './treasureHelpers';

withFrozenClock();

const HOUR = 3_600_000;
const page = { pageIndex: 1, pageSize: 10 };

const rankToday = async (endpoint: typeof T.GetLotteryRank) =>
  (await callFake<Page<RankRow>>(endpoint, { ...page, type: 'today' })).data;

/** Markup, or a name too long for a card: what the first things a visitor sees must not show. */
const awkward = (text: string) => /[<>]/.test(text) || text.length > 40;

describe('fake backend: the seed is as of the clock', () => {
  it("has today's buyers in both rankings, from several people", async () => {
    const lottery = await rankToday(T.GetLotteryRank);
    expect(lottery.total).toBeGreaterThan(3);
    expect(lottery.list.some((row) => row.uid !== demoUser().uid)).toBe(true);
    expect((await rankToday(T.GetCrowdRank)).total).toBeGreaterThan(0);
  });

  it('still has buyers today when it is seeded a minute after the server day began', async () => {
    clock.setNow(dayStart(T0) + DAY_MS + 60_000);
    resetDb();
    expect((await rankToday(T.GetLotteryRank)).total).toBeGreaterThan(3);
    expect((await rankToday(T.GetCrowdRank)).total).toBeGreaterThan(0);
  });

  it('has winners from the last hours and the last days, newest first', async () => {
    const winners = (await callFake<Page<Winner>>(T.GetWinnerList, page)).data.list;
    const ages = winners.map((w) => T0 - w.drawTime);
    expect(ages[0]).toBeLessThanOrEqual(2 * HOUR);
    expect(ages.filter((age) => age <= DAY_MS).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((age) => age > 2 * DAY_MS).length).toBeGreaterThanOrEqual(3);
    expect(ages.every((age) => age >= 0)).toBe(true);
  });

  it('has boxes and crowdfunding nearly full, and crowdfunding that ends within hours', async () => {
    const open = db().issues.filter((i) => i.status === 0);
    const nearlyFull = open.filter((i) => i.totalUnits - i.soldUnits <= i.totalUnits * 0.1);
    expect(new Set(nearlyFull.map((i) => i.kind))).toEqual(new Set(['treasure', 'crowd']));
    const endings = open.flatMap((i) => (i.endTime === null ? [] : [i.endTime - T0]));
    expect(endings.some((left) => left > 0 && left <= 6 * HOUR)).toBe(true);
    expect(endings.some((left) => left > 7 * DAY_MS)).toBe(true);
  });

  it('sells and opens rounds of a product only after it was listed, and nothing after now', () => {
    const listed = new Map(db().goods.map((g) => [g.id, g.createdAt]));
    for (const issue of db().issues) expect(issue.openedAt).toBeGreaterThan(listed.get(issue.goodsId) ?? T0);
    for (const order of db().orders) {
      expect(order.createTime).toBeGreaterThan(listed.get(order.goodsId) ?? T0);
      expect(order.createTime).toBeLessThanOrEqual(T0);
    }
    expect(db().comments.every((c) => c.createTime <= T0)).toBe(true);
  });

  it('gives the demo orders from today, yesterday and last week', () => {
    const today = dayStart(T0);
    const times = db()
      .orders.filter((o) => o.uid === demoUser().uid)
      .map((o) => o.createTime);
    expect(times.some((t) => t >= today && t <= T0)).toBe(true);
    expect(times.some((t) => t >= today - DAY_MS && t < today)).toBe(true);
    expect(times.some((t) => t >= today - 8 * DAY_MS && t < today - 5 * DAY_MS)).toBe(true);
  });
});

describe('fake backend: the awkward strings sit further down', () => {
  it('are not among the latest sales and wins of the ticker', async () => {
    const ticker = (await callFake<ScrollEntry[]>(T.GetScrollList)).data;
    expect(ticker.length).toBeGreaterThan(10);
    for (const entry of ticker) {
      expect(entry.nickName).not.toBe(AWKWARD_NAME);
      expect(awkward(entry.goodsName)).toBe(false);
    }
  });

  it('are not among the first winners, but further down the list', async () => {
    const winners = (await callFake<Page<Winner>>(T.GetWinnerList, page)).data.list;
    const position = winners.findIndex((w) => w.nickName === AWKWARD_NAME);
    expect(position).toBeGreaterThanOrEqual(5);
  });

  it('are not on the first cards of the store, the prize boxes or crowdfunding', async () => {
    const onSale = { ...page, status: 0 };
    const lists = await Promise.all([
      callFake<Page<Goods>>(T.GetGoodsList, page),
      callFake<Page<Issue>>(T.GetTreasureList, onSale),
      callFake<Page<Issue>>(T.GetCrowdList, onSale),
    ]);
    for (const { data } of lists) {
      expect(data.list.length).toBeGreaterThan(3);
      for (const item of data.list.slice(0, 4)) expect(awkward(item.name)).toBe(false);
    }
    const goods = (await callFake<Page<Goods>>(T.GetGoodsList, { pageIndex: 1, pageSize: 50 })).data.list;
    expect(goods.findIndex((g) => g.name === '<img src=x onerror=alert(1)>')).toBeGreaterThan(10);
  });

  it("are not a product's newest review", async () => {
    const query = { goodsId: GOODS.earbuds, pageIndex: 1, pageSize: 10 };
    const comments = (await callFake<Page<Comment>>(T.GetComments, query)).data.list;
    expect(comments.at(-1)?.content).toContain('<script>');
    expect(comments.slice(0, -1).every((c) => !c.content.includes('<'))).toBe(true);
  });
});
