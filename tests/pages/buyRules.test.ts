import {
  allowedPayTypes,
  canAfford,
  checkPurchase,
  clampQuantity,
  CROWD_MIN_UNITS,
  goodsBuyItem,
  issueBuyItem,
  quantityBounds,
  quantityProblem,
  sellsOut,
  totalCost,
  unitsLeft,
} from '../../src/features/product/buy/buyRules';
import type { Goods, Issue } from '../../src/api/draws/treasureTypes';

const goods = (over: Partial<Goods> = {}): Goods => ({
  id: 7,
  categoryId: 1,
  name: 'Headphones',
  thumbnail: 't.png',
  price: 199.9,
  points: 2000,
  originalPrice: 299,
  stock: 5,
  sales: 10,
  ...over,
});

const issue = (over: Partial<Issue> = {}): Issue => ({
  id: 31,
  kind: 'treasure',
  goodsId: 7,
  name: 'Phone',
  thumbnail: 'p.png',
  issueNumber: '20240001',
  unitPrice: 1,
  unitPoints: 10,
  totalUnits: 500,
  soldUnits: 120,
  minUnits: 1,
  status: 0,
  endTime: null,
  ...over,
});

const crowd = (over: Partial<Issue> = {}) =>
  issue({ kind: 'crowd', minUnits: 100, totalUnits: 1000, soldUnits: 300, ...over });

const wallet = (balance: number, integral: number) => ({ balance, integral });

describe('quantity bounds', () => {
  it('goods: one up to the stock', () => {
    expect(quantityBounds(goodsBuyItem(goods({ stock: 5 })))).toEqual({ min: 1, max: 5 });
  });

  it('goods out of stock cannot be bought at all', () => {
    const item = goodsBuyItem(goods({ stock: 0 }));
    expect(item.onSale).toBe(false);
    expect(quantityBounds(item)).toEqual({ min: 0, max: 0 });
    expect(quantityProblem(item, 1)).toBe('soldOut');
  });

  it('treasure box: one up to the units left', () => {
    const item = issueBuyItem(issue({ totalUnits: 500, soldUnits: 120 }));
    expect(unitsLeft(issue({ totalUnits: 500, soldUnits: 120 }))).toBe(380);
    expect(quantityBounds(item)).toEqual({ min: 1, max: 380 });
  });

  it('an issue not on sale (sold out, drawn, ended) offers nothing', () => {
    for (const status of [1, 2, 3] as const) {
      const item = issueBuyItem(issue({ status }));
      expect(item.onSale).toBe(false);
      expect(quantityBounds(item)).toEqual({ min: 0, max: 0 });
    }
    expect(issueBuyItem(issue({ soldUnits: 500 })).onSale).toBe(false);
  });

  it('crowdfunding: at least 100 units up to the units left', () => {
    expect(quantityBounds(issueBuyItem(crowd()))).toEqual({ min: CROWD_MIN_UNITS, max: 700 });
  });

  it('crowdfunding keeps the 100-unit floor even if the issue claims a smaller minimum', () => {
    expect(issueBuyItem(crowd({ minUnits: 1 })).minUnits).toBe(100);
    expect(issueBuyItem(crowd({ minUnits: 200 })).minUnits).toBe(200);
  });

  it('crowdfunding with fewer than 100 left: exactly all that is left', () => {
    const item = issueBuyItem(crowd({ totalUnits: 1000, soldUnits: 960 }));
    expect(quantityBounds(item)).toEqual({ min: 40, max: 40 });
    expect(quantityProblem(item, 40)).toBeNull();
    expect(quantityProblem(item, 39)).toBe('mustBuyRest');
    expect(quantityProblem(item, 41)).toBe('aboveMaximum');
  });

  it('crowdfunding with exactly 100 left: exactly 100', () => {
    expect(quantityBounds(issueBuyItem(crowd({ totalUnits: 1000, soldUnits: 900 })))).toEqual({
      min: 100,
      max: 100,
    });
  });
});

describe('quantity problems', () => {
  const item = issueBuyItem(crowd());

  it('refuses crowdfunding under 100 units', () => {
    expect(quantityProblem(item, 99)).toBe('belowMinimum');
    expect(quantityProblem(item, 50)).toBe('belowMinimum');
    expect(quantityProblem(item, 100)).toBeNull();
  });

  it('refuses more than is available', () => {
    expect(quantityProblem(item, 701)).toBe('aboveMaximum');
    expect(quantityProblem(goodsBuyItem(goods({ stock: 5 })), 6)).toBe('aboveMaximum');
    expect(quantityProblem(item, 700)).toBeNull();
  });

  it('refuses zero, negatives and fractions', () => {
    const box = issueBuyItem(issue());
    expect(quantityProblem(box, 0)).toBe('notWhole');
    expect(quantityProblem(box, -2)).toBe('notWhole');
    expect(quantityProblem(box, 1.5)).toBe('notWhole');
    expect(quantityProblem(box, Number.NaN)).toBe('notWhole');
    expect(quantityProblem(box, 1)).toBeNull();
  });

  it('clamps a quantity into bounds', () => {
    const bounds = quantityBounds(item);
    expect(clampQuantity(bounds, 5)).toBe(100);
    expect(clampQuantity(bounds, 9999)).toBe(700);
    expect(clampQuantity(bounds, 250.7)).toBe(250);
    expect(clampQuantity(bounds, Number.NaN)).toBe(100);
  });
});

describe('pay types and totals', () => {
  it('allows points only where the item has a points price', () => {
    expect(allowedPayTypes(goodsBuyItem(goods({ points: 2000 })))).toEqual(['balance', 'points']);
    expect(allowedPayTypes(goodsBuyItem(goods({ points: 0 })))).toEqual(['balance']);
    expect(allowedPayTypes(issueBuyItem(issue({ unitPoints: 10 })))).toEqual(['balance', 'points']);
    expect(allowedPayTypes(issueBuyItem(issue({ unitPoints: 0 })))).toEqual(['balance']);
  });

  it('totals balance and points prices by the count', () => {
    const item = goodsBuyItem(goods({ price: 199.9, points: 2000 }));
    expect(totalCost(item, 3, 'balance').toString()).toBe('599.7');
    expect(totalCost(item, 3, 'points').toString()).toBe('6000');
    const box = issueBuyItem(issue({ unitPrice: 0.1, unitPoints: 10 }));
    expect(totalCost(box, 3, 'balance').toString()).toBe('0.3');
    expect(totalCost(box, 3, 'points').toString()).toBe('30');
  });

  it('refuses points for an item without a points price', () => {
    const check = checkPurchase(goodsBuyItem(goods({ points: 0 })), 1, 'points', wallet(0, 1e6));
    expect(check.payTypeAllowed).toBe(false);
    expect(check.ready).toBe(false);
  });
});

describe('funds', () => {
  it('compares the total with the asset the pay type spends', () => {
    expect(canAfford(wallet(10, 0), 10, 'balance')).toBe(true);
    expect(canAfford(wallet(9.99, 1000), 10, 'balance')).toBe(false);
    expect(canAfford(wallet(0, 30), 30, 'points')).toBe(true);
    expect(canAfford(wallet(1000, 29), 30, 'points')).toBe(false);
  });

  it('a whole check: ready only when quantity, pay type and funds all hold', () => {
    const item = issueBuyItem(crowd({ unitPrice: 1, unitPoints: 10 }));
    const ok = checkPurchase(item, 100, 'balance', wallet(100, 0));
    expect(ok).toMatchObject({ problem: null, affordable: true, ready: true });
    expect([ok.total.toString(), ok.funds.toString()]).toEqual(['100', '100']);

    const short = checkPurchase(item, 150, 'balance', wallet(100, 0));
    expect(short).toMatchObject({ problem: null, affordable: false, ready: false });
    expect(short.total.toString()).toBe('150');

    const pointsShort = checkPurchase(item, 100, 'points', wallet(5000, 999));
    expect(pointsShort).toMatchObject({ affordable: false, ready: false });
    expect([pointsShort.total.toString(), pointsShort.funds.toString()]).toEqual(['1000', '999']);

    const under = checkPurchase(item, 50, 'balance', wallet(1000, 0));
    expect(under).toMatchObject({ problem: 'belowMinimum', ready: false });
  });
});

describe('selling out', () => {
  it('is true when an issue purchase takes the last units, never for goods', () => {
    const item = issueBuyItem(issue({ totalUnits: 10, soldUnits: 7 }));
    expect(sellsOut(item, 3)).toBe(true);
    expect(sellsOut(item, 2)).toBe(false);
    expect(sellsOut(goodsBuyItem(goods({ stock: 3 })), 3)).toBe(false);
  });
});
