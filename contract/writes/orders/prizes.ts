import * as endpoints from '../../../src/api/endpoints';
import type { Endpoint } from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as treasure from '../../../src/api/draws/treasure';
import * as orders from '../../../src/api/orders/orders';
import { compare, money } from '../../../src/lib/money';
import { skipAll, type Contract } from '../../contract';
import { expectBalance, readMe, readOrder, succeeded } from '../../readBack';
import type { WriteContext } from '../context';
import { give, sellBack } from './handOver';
import { expectState, isPrize, page } from './shared';

const { Treasure: T, UserOrders: O, Profile: P } = endpoints;

/** The most a treasure box bought whole may cost (the fake backend's voucher box: 10 units of 1). */
const BOX_BUDGET = 20;

type BuyUnits = (body: treasure.BuyIssueRequest) => Promise<treasure.IssuePurchase>;

/** Units of an issue bought from the balance: a number per unit, the balance lower by their price, the order. */
async function buyUnits(
  c: Contract,
  endpoint: Endpoint,
  buy: BuyUnits,
  issue: treasure.Issue,
  count: number,
) {
  const before = await readMe(c);
  const bought = await c.check(endpoint, () => buy({ id: issue.id, count, payType: 'balance' }));
  if (!bought || !before) return null;
  const numbers = bought.numbers.length;
  c.expect(endpoint, numbers === count, `${numbers} numbers for ${count} units`);
  const price = money(issue.unitPrice).times(count);
  await expectBalance(c, endpoint, before, price.neg(), bought.balance);
  const order = await readOrder(c, { kind: issue.kind, id: bought.orderId });
  c.expect(endpoint, order?.count === count, `order ${bought.orderId} holds ${order?.count} units`);
  return order;
}

/** The cheapest crowdfunding purchase: the least units an issue takes (100, or all that is left). */
export async function buyCrowd({ c }: WriteContext) {
  const issues = await c.check(T.GetCrowdList, () => treasure.getCrowdList({ ...page, status: 0 }));
  const least = (issue: treasure.Issue) => Math.min(issue.minUnits, issue.totalUnits - issue.soldUnits);
  const cost = (issue: treasure.Issue) => money(issue.unitPrice).times(least(issue));
  const issue = issues?.list
    .filter((each) => each.unitPrice > 0)
    .sort((a, b) => compare(cost(a), cost(b)))[0];
  if (!issue) return c.skip(T.BuyCrowd, 'no crowdfunding on sale');
  await buyUnits(c, T.BuyCrowd, treasure.buyCrowd, issue, least(issue));
}

/**
 * Won prizes: a treasure box won first (below), then each unclaimed prize claimed (it reads unshipped); the newest
 * sold back, the next given to the second account.
 */
export async function wonPrizes(ctx: WriteContext) {
  const { c } = ctx;
  await winBox(c);
  const query = { ...page, itemState: 'unclaimed' } as const;
  const unclaimed = await c.check(P.GetMyOrderList, () => profile.getMyOrderList(query));
  const [newest, next] = unclaimed?.list.filter((each) => isPrize(each.kind)) ?? [];
  const none = 'no prize won to claim';
  if (!newest) return skipAll(c, [O.ClaimReward, O.SellTreasure, O.GiftTreasure], none);
  if (await claimPrize(c, newest)) await sellBack(c, O.SellTreasure, orders.sellTreasure, newest);
  if (!next) return c.skip(O.GiftTreasure, 'a single prize won: it was sold back');
  if (await claimPrize(c, next)) await give(ctx, O.GiftTreasure, orders.giftTreasure, next);
}

async function claimPrize(c: Contract, prize: orders.Order): Promise<boolean> {
  if (!(await c.check(O.ClaimReward, () => succeeded(orders.claimReward(prize.id))))) return false;
  return expectState(c, O.ClaimReward, prize, 'unshipped');
}

/**
 * A treasure box won outright: the rest of the round cheapest to buy whole (within BOX_BUDGET), and when
 * another's number is drawn, the goods' next round whole; each purchase's order is drawn at once.
 */
async function winBox(c: Contract) {
  const boxes = await c.check(T.GetTreasureList, () => treasure.getTreasureList({ ...page, status: 0 }));
  const whole = (issue: treasure.Issue) => money(issue.unitPrice).times(issue.totalUnits);
  const affordable = boxes?.list.filter((each) => each.unitPrice > 0 && whole(each).lte(BOX_BUDGET));
  const box = affordable?.sort((a, b) => compare(whole(a), whole(b)))[0];
  if (!box) return c.skip(T.BuyTreasure, `no treasure box to buy whole for ${BOX_BUDGET} or less`);
  const first = await buyRest(c, box);
  if (!first || first.drawState === 'won') return;
  const next = await c.check(T.GetNextId, () => treasure.getNextId(box.goodsId));
  const round = next ? await c.check(T.GetTreasureInfo, () => treasure.getTreasureInfo(next.id)) : null;
  if (round?.soldUnits === 0) await buyRest(c, round);
}

async function buyRest(c: Contract, box: treasure.Issue) {
  const order = await buyUnits(c, T.BuyTreasure, treasure.buyTreasure, box, box.totalUnits - box.soldUnits);
  c.expect(
    T.BuyTreasure,
    order?.drawState !== 'pending',
    `order ${order?.id} of a round sold out is not drawn`,
  );
  return order;
}
