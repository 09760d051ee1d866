/**
 * What may be bought and for how much, as pure functions: the buy sheet shows these rules and the server
 * applies the same ones (docs/api.md, BuyGoods / BuyTreasure / BuyCrowd), so a purchase the sheet allows
 * is one the server accepts unless the world changed in between.
 */
import type { Balances, PayType } from '../../../api/shared';
import type { Goods, Issue } from '../../../api/draws/treasureTypes';
import { money, type Money, type MoneyLike } from '../../../lib/money';
import type { DetailsType } from '../detailsPath';

export type BuyKind = DetailsType;

/** Product-spec rule: a crowdfunding purchase is at least 100 units. */
export const CROWD_MIN_UNITS = 100;

/** One buyable thing, goods or issue, in the terms the rules need. */
export interface BuyItem {
  kind: BuyKind;
  /** goods id or issue id: what the purchase call sends */
  id: number;
  name: string;
  thumbnail: string;
  /** balance price of one unit */
  price: number;
  /** points price of one unit; 0 = cannot be paid with points */
  points: number;
  /** goods in stock, or units of the issue left */
  available: number;
  /** the smallest purchase while at least that many are available */
  minUnits: number;
  onSale: boolean;
}

export interface QuantityBounds {
  min: number;
  max: number;
}

export type QuantityProblem = 'soldOut' | 'notWhole' | 'belowMinimum' | 'mustBuyRest' | 'aboveMaximum';

export const unitsLeft = (issue: Pick<Issue, 'totalUnits' | 'soldUnits'>) =>
  Math.max(0, issue.totalUnits - issue.soldUnits);

export function goodsBuyItem(goods: Goods): BuyItem {
  return {
    kind: 'goods',
    id: goods.id,
    name: goods.name,
    thumbnail: goods.thumbnail,
    price: goods.price,
    points: goods.points,
    available: Math.max(0, goods.stock),
    minUnits: 1,
    onSale: goods.stock > 0,
  };
}

export function issueBuyItem(issue: Issue): BuyItem {
  const floor = issue.kind === 'crowd' ? CROWD_MIN_UNITS : 1;
  const left = unitsLeft(issue);
  return {
    kind: issue.kind,
    id: issue.id,
    name: issue.name,
    thumbnail: issue.thumbnail,
    price: issue.unitPrice,
    points: issue.unitPoints,
    available: left,
    minUnits: Math.max(floor, issue.minUnits),
    onSale: issue.status === 0 && left > 0,
  };
}

/** Fewer units left than the minimum: the only purchase is all of them. */
export function quantityBounds(item: BuyItem): QuantityBounds {
  if (!item.onSale || item.available <= 0) return { min: 0, max: 0 };
  return { min: Math.min(item.minUnits, item.available), max: item.available };
}

export function quantityProblem(item: BuyItem, count: number): QuantityProblem | null {
  const { min, max } = quantityBounds(item);
  if (max === 0) return 'soldOut';
  if (!Number.isInteger(count) || count < 1) return 'notWhole';
  if (count > max) return 'aboveMaximum';
  if (count < min) return min === max ? 'mustBuyRest' : 'belowMinimum';
  return null;
}

/** Brings a stepped quantity back into bounds, as a whole number. */
export function clampQuantity({ min, max }: QuantityBounds, count: number): number {
  const whole = Number.isFinite(count) ? Math.floor(count) : min;
  return Math.min(max, Math.max(min, whole));
}

export function allowedPayTypes(item: BuyItem): PayType[] {
  return item.points > 0 ? ['balance', 'points'] : ['balance'];
}

export const isPayTypeAllowed = (item: BuyItem, payType: PayType) => allowedPayTypes(item).includes(payType);

/** Exact, so that 0.1 × 3 is 0.3, as the server books it. */
export function totalCost(item: BuyItem, count: number, payType: PayType): Money {
  return money(payType === 'points' ? item.points : item.price).times(count);
}

/** What the user holds in the asset a pay type spends. */
export const fundsFor = (wallet: Balances, payType: PayType): Money =>
  money(payType === 'points' ? wallet.integral : wallet.balance);

export const canAfford = (wallet: Balances, total: MoneyLike, payType: PayType) =>
  fundsFor(wallet, payType).gte(money(total));

export interface BuyCheck {
  bounds: QuantityBounds;
  problem: QuantityProblem | null;
  payTypes: PayType[];
  payTypeAllowed: boolean;
  total: Money;
  funds: Money;
  affordable: boolean;
  /** every rule holds: the purchase may be sent */
  ready: boolean;
}

/** Every rule at once, as the sheet shows them. */
export function checkPurchase(item: BuyItem, count: number, payType: PayType, wallet: Balances): BuyCheck {
  const problem = quantityProblem(item, count);
  const payTypeAllowed = isPayTypeAllowed(item, payType);
  const total = totalCost(item, count, payType);
  const affordable = canAfford(wallet, total, payType);
  return {
    bounds: quantityBounds(item),
    problem,
    payTypes: allowedPayTypes(item),
    payTypeAllowed,
    total,
    funds: fundsFor(wallet, payType),
    affordable,
    ready: problem === null && payTypeAllowed && affordable,
  };
}

/** Whether this purchase takes the last units of an issue (which draws it). */
export const sellsOut = (item: BuyItem, count: number) => item.kind !== 'goods' && count >= item.available;
