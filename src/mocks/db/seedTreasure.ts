import type { PayType } from '../../api/shared';
import { money, toWire } from '../../lib/money';
import { DAY_MS } from './calendar';
import { goodsOf, openIssue, openIssueOf, unitProblem, type IssueLine } from './issues';
import { addNotice } from './notices';
import { placeGoodsOrder } from './orders';
import type { Prng } from './prng';
import { placeIssueOrder } from './sales';
import { shipSeeded } from './seedOrders';
import type { DbState, IssueRow } from './schema';
import { takeId } from './sequence';

interface LinePlan extends IssueLine {
  /** rounds sold out (and so drawn) before the open one */
  drawn: number;
  /** units already sold in the open round */
  openSold: number;
  /** units the demo user buys first, by round (from 1) */
  demo?: Record<number, number>;
}

/** Box sizes 10, 50, 100 and 500 at 1 or 2 a unit; one box 3 units short; crowdfunding 1000–5000 units. */
const LINES: LinePlan[] = [
  { kind: 'crowd', goodsId: 1, unitPrice: 2, unitPoints: 0, totalUnits: 5000, drawn: 1, openSold: 1200 },
  {
    kind: 'treasure',
    goodsId: 2,
    unitPrice: 1,
    unitPoints: 100,
    totalUnits: 100,
    drawn: 2,
    openSold: 97,
    demo: { 3: 5 },
  },
  {
    kind: 'treasure',
    goodsId: 3,
    unitPrice: 2,
    unitPoints: 0,
    totalUnits: 500,
    drawn: 1,
    openSold: 140,
    demo: { 1: 20 },
  },
  { kind: 'crowd', goodsId: 4, unitPrice: 1, unitPoints: 0, totalUnits: 1000, drawn: 0, openSold: 920 },
  { kind: 'treasure', goodsId: 7, unitPrice: 2, unitPoints: 200, totalUnits: 50, drawn: 1, openSold: 12 },
  { kind: 'treasure', goodsId: 8, unitPrice: 1, unitPoints: 0, totalUnits: 50, drawn: 0, openSold: 0 },
  { kind: 'crowd', goodsId: 13, unitPrice: 1, unitPoints: 50, totalUnits: 2000, drawn: 0, openSold: 300 },
  // The demo user bought a whole box once, so the demo holds a won prize waiting to be claimed.
  {
    kind: 'treasure',
    goodsId: 15,
    unitPrice: 1,
    unitPoints: 100,
    totalUnits: 10,
    drawn: 4,
    openSold: 4,
    demo: { 1: 10 },
  },
];

interface GoodsPurchase {
  goodsId: number;
  /** index into the seeded users; 0 is the demo */
  buyer: number;
  count: number;
  payType: PayType;
  /** shipped and received purchases went through shipping (the seeded buyers have approved addresses) */
  itemState: 'unshipped' | 'shipped' | 'received';
  comment?: { content: string; pictures?: number };
}

const GOODS_PURCHASES: GoodsPurchase[] = [
  { goodsId: 11, buyer: 0, count: 1, payType: 'balance', itemState: 'unshipped' },
  { goodsId: 5, buyer: 0, count: 1, payType: 'points', itemState: 'received' },
  { goodsId: 14, buyer: 1, count: 1, payType: 'balance', itemState: 'shipped' },
  {
    goodsId: 2,
    buyer: 2,
    count: 1,
    payType: 'balance',
    itemState: 'received',
    comment: { content: '音质很好，降噪效果超出预期！' },
  },
  {
    goodsId: 2,
    buyer: 3,
    count: 2,
    payType: 'points',
    itemState: 'received',
    comment: { content: 'Great sound for the price. The battery lasts all day.', pictures: 2 },
  },
  {
    goodsId: 2,
    buyer: 8,
    count: 1,
    payType: 'balance',
    itemState: 'received',
    comment: { content: '<script>alert(1)</script> looks like code but is only text' },
  },
  {
    goodsId: 11,
    buyer: 4,
    count: 1,
    payType: 'balance',
    itemState: 'received',
    comment: { content: 'Arroz muito saboroso, chegou bem embalado.' },
  },
  {
    goodsId: 11,
    buyer: 5,
    count: 3,
    payType: 'balance',
    itemState: 'received',
    comment: { content: '포장이 깔끔하고 밥맛이 좋아요.' },
  },
  {
    goodsId: 7,
    buyer: 6,
    count: 1,
    payType: 'balance',
    itemState: 'received',
    comment: { content: '肌がしっとりします。リピート決定です。' },
  },
  {
    goodsId: 7,
    buyer: 7,
    count: 1,
    payType: 'points',
    itemState: 'received',
    comment: { content: 'Отличный набор, рекомендую!' },
  },
];

/**
 * Seeded times are fixed in early 2026; the seed's open crowdfunding ends years later (a day apart) so that
 * the demo always finds rounds on sale. Rounds the server opens itself run CROWD_DURATION_MS.
 */
const SEEDED_CROWD_END = Date.UTC(2030, 0, 1);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface SeedRun {
  state: DbState;
  prng: Prng;
  demoUid: number;
  /** everyone but the demo, who buys only what the plans say */
  buyers: number[];
  time: number;
}

/** Buys through the same rule and sale code as the server, so the seed is consistent by construction. */
function buy(run: SeedRun, issue: IssueRow, uid: number, count: number): void {
  const problem = unitProblem(issue, count);
  if (problem) throw new Error(`seed: ${count} units of issue ${issue.id}: ${problem}`);
  run.time += run.prng.int(10, 240) * MINUTE;
  const payType: PayType = issue.unitPoints > 0 && run.prng.next() < 0.3 ? 'points' : 'balance';
  const unit = payType === 'points' ? issue.unitPoints : issue.unitPrice;
  placeIssueOrder(
    run.state,
    issue,
    { uid, count, payType, amount: toWire(money(unit).times(count)) },
    run.time,
  );
}

/** A purchase size that keeps `remaining` reachable: crowdfunding never leaves fewer than 100 to go. */
function nextCount(prng: Prng, issue: IssueRow, remaining: number): number {
  if (issue.minUnits === 1) return Math.min(remaining, prng.int(1, Math.ceil(issue.totalUnits / 10)));
  if (remaining < 2 * issue.minUnits) return remaining;
  return Math.min(prng.int(issue.minUnits, 8 * issue.minUnits), remaining - issue.minUnits);
}

function sellRound(run: SeedRun, issue: IssueRow, target: number, demoUnits = 0): void {
  if (demoUnits > 0) buy(run, issue, run.demoUid, demoUnits);
  while (issue.soldUnits < target) {
    const uid = run.buyers[run.prng.int(0, run.buyers.length - 1)] ?? run.demoUid;
    buy(run, issue, uid, nextCount(run.prng, issue, target - issue.soldUnits));
  }
}

function seedLine(run: SeedRun, plan: LinePlan, index: number): void {
  let issue = openIssue(run.state, plan, 1, run.time);
  for (let round = 1; round <= plan.drawn; round += 1) {
    sellRound(run, issue, issue.totalUnits, plan.demo?.[round]);
    const next = openIssueOf(run.state, plan.goodsId);
    if (!next) throw new Error(`seed: no round opened after issue ${issue.id}`);
    issue = next;
  }
  sellRound(run, issue, plan.openSold, plan.demo?.[plan.drawn + 1]);
  if (issue.endTime !== null) issue.endTime = SEEDED_CROWD_END + index * DAY_MS;
}

function seedGoodsPurchases(state: DbState, uids: readonly number[], epoch: number): void {
  GOODS_PURCHASES.forEach((p, index) => {
    const goods = goodsOf(state, p.goodsId);
    const uid = uids[p.buyer] ?? 0;
    const time = epoch + (index + 1) * 7 * HOUR;
    const unit = p.payType === 'points' ? goods.points : goods.price;
    const payment = { uid, count: p.count, payType: p.payType, amount: toWire(money(unit).times(p.count)) };
    const order = placeGoodsOrder(state, goods, payment, time);
    if (p.itemState !== 'unshipped') shipSeeded(state, order, p.itemState === 'received', time + HOUR);
    if (!p.comment) return;
    order.commented = true;
    state.comments.push({
      id: takeId(state, 'comment'),
      uid,
      goodsId: goods.id,
      orderId: order.id,
      content: p.comment.content,
      images: goods.images.slice(0, p.comment.pictures ?? 0),
      createTime: time + 3 * DAY_MS,
    });
  });
}

/** Rounds of every line (past draws with winners, open rounds part sold), goods orders and comments. */
export function seedTreasure(state: DbState, prng: Prng, epoch: number): void {
  const uids = state.users.map((u) => u.uid);
  const [demoUid = 0, ...buyers] = uids;
  addNotice(state, demoUid, 'welcome', {}, epoch);
  LINES.forEach((plan, index) => {
    seedLine({ state, prng, demoUid, buyers, time: epoch + index * 3 * HOUR }, plan, index);
  });
  seedGoodsPurchases(state, uids, epoch);
}
