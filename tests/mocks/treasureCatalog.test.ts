import type { Category, Comment, Goods, GoodsDetail, Issue } from '../../src/api/draws/treasure';
import type { Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import { numbersOf } from '../../src/mocks/handlers/orders/db/orders';
import { withFrozenClock, T0 } from './setupLocal';
import { callFake, ORIGIN } from './signedFetch';
import { demoUser, GOODS, refused, T } from './treasureHelpers';

withFrozenClock();

describe('fake backend: seeded mall', () => {
  it('is consistent: each issue sold exactly the units its orders hold, numbered once each', () => {
    for (const issue of db().issues) {
      const orders = db().orders.filter((o) => o.issueId === issue.id);
      expect(orders.reduce((sum, o) => sum + o.count, 0)).toBe(issue.soldUnits);
      const numbers = orders.flatMap(numbersOf);
      expect(new Set(numbers).size).toBe(issue.soldUnits);
      expect(
        numbers.every((n) => Number(n) >= 10_000_001 && Number(n) <= 10_000_000 + issue.totalUnits),
      ).toBe(true);
      if (issue.status === 2) {
        expect(issue.soldUnits).toBe(issue.totalUnits);
        expect(orders.filter((o) => o.drawState === 'won').map((o) => o.id)).toEqual([issue.result?.orderId]);
      } else {
        expect(orders.every((o) => o.drawState === 'pending')).toBe(true);
      }
      if (issue.kind === 'crowd') expect(orders.every((o) => o.count >= 100)).toBe(true);
    }
  });

  it('has boxes of several sizes, one 3 units short, and crowdfunding open until after now', () => {
    const open = db().issues.filter((i) => i.status === 0);
    const sizes = new Set(open.filter((i) => i.kind === 'treasure').map((i) => i.totalUnits));
    expect([...sizes].sort((a, b) => a - b)).toEqual([10, 50, 100, 500]);
    expect(open.some((i) => i.totalUnits - i.soldUnits === 3)).toBe(true);
    const crowds = open.filter((i) => i.kind === 'crowd');
    expect(crowds.length).toBeGreaterThan(0);
    for (const c of crowds) {
      expect(c.totalUnits).toBeGreaterThanOrEqual(1000);
      expect(c.totalUnits).toBeLessThanOrEqual(5000);
      expect(c).toMatchObject({ minUnits: 100 });
      expect(c.endTime).toBeGreaterThan(T0);
    }
    expect(db().issues.filter((i) => i.status === 2).length).toBeGreaterThan(5);
  });

  it('keeps the demo at 1000 balance and 5000 points, with a prize to claim and goods orders', () => {
    const demo = demoUser();
    expect(demo).toMatchObject({ balance: 1000, integral: 5000 });
    const orders = db().orders.filter((o) => o.uid === demo.uid);
    expect(orders.some((o) => o.drawState === 'won' && o.itemState === 'unclaimed')).toBe(true);
    expect(orders.some((o) => o.kind === 'goods' && o.itemState === 'unshipped')).toBe(true);
    expect(orders.some((o) => o.kind === 'goods' && o.itemState === 'received' && !o.commented)).toBe(true);
    expect(db().notices.some((n) => n.uid === demo.uid && n.title.en_us === 'You won!')).toBe(true);
    const ids = db().orders.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(db().orders.map((o) => o.orderNo)).size).toBe(ids.length);
  });
});

describe('fake backend: categories and goods', () => {
  it('names categories in the request language, with picture icons', async () => {
    const en = await callFake<Category[]>(T.GetCategoryList);
    const zh = await callFake<Category[]>(T.GetCategoryList, {}, { lang: 'zh_cn' });
    expect(en.data.map((c) => c.name)).toContain('Digital');
    expect(zh.data.map((c) => c.name)).toContain('数码');
    expect(en.data.every((c) => c.icon.startsWith(`${ORIGIN}/fake-media/category-`))).toBe(true);
  });

  it('lists goods by page, category and keyword', async () => {
    const all = await callFake<Page<Goods>>(T.GetGoodsList, { pageIndex: 1, pageSize: 5 });
    expect(all.data.list).toHaveLength(5);
    expect(all.data.total).toBe(db().goods.length);
    const pages = Math.ceil(db().goods.length / 5);
    const last = await callFake<Page<Goods>>(T.GetGoodsList, { pageIndex: pages, pageSize: 5 });
    expect(last.data.list).toHaveLength(db().goods.length - 5 * (pages - 1));
    const digital = await callFake<Page<Goods>>(T.GetGoodsList, {
      pageIndex: 1,
      pageSize: 20,
      categoryId: 1,
    });
    expect(digital.data.list.every((g) => g.categoryId === 1)).toBe(true);
    expect(digital.data.total).toBe(db().goods.filter((g) => g.categoryId === 1).length);
    expect(digital.data.total).toBeGreaterThan(3);
    const found = await callFake<Page<Goods>>(T.GetGoodsList, {
      pageIndex: 1,
      pageSize: 20,
      keyword: 'g-SHOCK',
    });
    expect(found.data.list.map((g) => g.id)).toEqual([GOODS.watch]);
    const none = await callFake<Page<Goods>>(T.GetGoodsList, { pageIndex: 1, pageSize: 20, keyword: 'zzz' });
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('holds names in every script, a very long one and markup kept as text', async () => {
    const { data } = await callFake<Page<Goods>>(T.GetGoodsList, { pageIndex: 1, pageSize: 50 });
    const names = data.list.map((g) => g.name);
    for (const script of [
      /\p{Script=Han}/u,
      /\p{Script=Hangul}/u,
      /\p{Script=Katakana}/u,
      /\p{Script=Cyrillic}/u,
      /[ãçéô]/,
    ]) {
      expect(names.some((n) => script.test(n))).toBe(true);
    }
    expect(names.some((n) => n.length > 100)).toBe(true);
    expect(names).toContain('<img src=x onerror=alert(1)>');
    expect(data.list.some((g) => g.points === 0)).toBe(true);
    expect(data.list.some((g) => g.points > 0)).toBe(true);
  });

  it('gives a goods detail with HTML, pictures and its comment count, or 404', async () => {
    const { data } = await callFake<GoodsDetail>(T.GetGoodsInfo, { id: GOODS.earbuds });
    expect(data).toMatchObject({ id: GOODS.earbuds, price: 99, points: 9900, commentCount: 3 });
    expect(data.describe).toContain('<li>');
    expect(data.images).toHaveLength(3);
    expect(await callFake(T.GetGoodsInfo, { id: 999 })).toEqual(refused('Product not found', 404));
    expect(await callFake(T.GetGoodsInfo, { id: 'x' }, { lang: 'ru_ru' })).toEqual(
      refused('Товар не найден', 404),
    );
  });

  it('pages the comments of a goods, newest first', async () => {
    const first = await callFake<Page<Comment>>(T.GetComments, {
      goodsId: GOODS.earbuds,
      pageIndex: 1,
      pageSize: 2,
    });
    expect(first.data.total).toBe(3);
    expect(first.data.list).toHaveLength(2);
    const second = await callFake<Page<Comment>>(T.GetComments, {
      goodsId: GOODS.earbuds,
      pageIndex: 2,
      pageSize: 2,
    });
    const times = [...first.data.list, ...second.data.list].map((c) => c.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data.list[0]).toEqual(
      expect.objectContaining({ uid: expect.any(Number), nickName: expect.any(String) }),
    );
    expect(await callFake(T.GetComments, { goodsId: 999 })).toEqual(refused('Product not found', 404));
  });
});

describe('fake backend: issue lists', () => {
  it('lists each kind, filtered by status and category', async () => {
    const boxes = await callFake<Page<Issue>>(T.GetTreasureList, { pageIndex: 1, pageSize: 50 });
    expect(boxes.data.list.every((i) => i.kind === 'treasure')).toBe(true);
    expect(boxes.data.total).toBe(db().issues.filter((i) => i.kind === 'treasure').length);
    const onSale = await callFake<Page<Issue>>(T.GetTreasureList, { pageIndex: 1, pageSize: 50, status: 0 });
    expect(onSale.data.list.every((i) => i.status === 0 && i.minUnits === 1)).toBe(true);
    const crowds = await callFake<Page<Issue>>(T.GetCrowdList, { pageIndex: 1, pageSize: 50, status: 0 });
    expect(
      crowds.data.list.every((i) => i.kind === 'crowd' && i.minUnits === 100 && i.endTime !== null),
    ).toBe(true);
    const vouchers = await callFake<Page<Issue>>(T.GetTreasureList, {
      pageIndex: 1,
      pageSize: 50,
      categoryId: 6,
    });
    expect(vouchers.data.list.map((i) => i.goodsId).every((id) => id === GOODS.voucher)).toBe(true);
    expect(vouchers.data.list.map((i) => i.id)).toEqual(
      [...vouchers.data.list.map((i) => i.id)].sort((a, b) => b - a),
    );
    expect(await callFake(T.GetTreasureList, { pageIndex: 1, pageSize: 20, status: 7 })).toEqual(
      refused('Invalid request'),
    );
  });
});
