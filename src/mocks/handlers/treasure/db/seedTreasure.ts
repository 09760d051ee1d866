import type { PayType } from '../../../../api/shared';
import { money, toWire } from '../../../../lib/money';
import { CROWD_MIN_UNITS, openIssue, openIssueOf, unitProblem, type IssueLine } from './issues';
import type { Prng } from '../../../db/prng';
import { placeIssueOrder } from './sales';
import { days, hours, minutes, type SeedClock } from '../../../db/seedClock';
import type { SeedEvent } from '../../../db/seedTimeline';
import type { DbState, IssueRow } from '../../../db/schema';

/** One round of a line: sold out (and drawn) at `end`, or, for the open round, `sold` units by `end`. */
interface RoundPlan {
  /** when its last unit was sold */
  end: number;
  /** the open round's units sold; a drawn round sold all */
  sold?: number;
  /** units the demo bought in the round, and when (a whole round bought by the demo ends with it) */
  demo?: { units: number; at: number };
}

interface LinePlan extends IssueLine {
  /** when its first round opened (after the goods was listed) */
  opened: number;
  /** the drawn rounds, then the open one */
  rounds: RoundPlan[];
}

/**
 * Crowdfunding of 1000–5000 units, one ending within hours; boxes of 10, 50, 100 and 500 at 1 or 2 a unit,
 * one 3 units short and one 4 short. Draws fall in the last hour, the last day and the days before. The
 * round opened last (the first card of its list) is a box of headphones and a crowdfunding of a console.
 */
function linePlans(c: SeedClock): LinePlan[] {
  const line = (
    kind: IssueLine['kind'],
    goodsId: number,
    unit: [price: number, points: number],
    totalUnits: number,
    opened: number,
    rounds: RoundPlan[],
  ): LinePlan => ({ kind, goodsId, unitPrice: unit[0], unitPoints: unit[1], totalUnits, opened, rounds });
  const ago = c.ago;
  // The open rounds' latest sales: minutes ago, and today even just after midnight (today's rankings).
  const recent = (lag: number) => Math.max(ago(lag), c.today(0.9));
  return [
    line('crowd', 1, [2, 0], 5000, ago(days(35)), [
      { end: ago(days(9)) },
      { end: recent(minutes(20)), sold: 3400, demo: { units: 200, at: c.today(0) - hours(4) } },
    ]),
    // Opened a few hours short of the 30 days a round runs: it ends within hours, 80 units short.
    line('crowd', 4, [1, 0], 1000, ago(days(30) - hours(3)), [{ end: recent(minutes(35)), sold: 920 }]),
    line('crowd', 13, [1, 50], 2000, ago(days(18)), [{ end: recent(hours(2)), sold: 1460 }]),
    line('crowd', 24, [1, 0], 3000, ago(days(2)), [{ end: recent(minutes(5)), sold: 640 }]),
    line('treasure', 2, [1, 100], 100, ago(days(12)), [
      { end: ago(days(5)) },
      { end: ago(hours(26)) },
      { end: recent(minutes(8)), sold: 97, demo: { units: 5, at: c.today(0.5) } },
    ]),
    line('treasure', 3, [2, 0], 500, ago(days(20)), [
      { end: ago(days(3)), demo: { units: 20, at: ago(days(6)) } },
      { end: recent(hours(1)), sold: 140 },
    ]),
    line('treasure', 7, [2, 200], 50, ago(days(9)), [
      { end: ago(days(4)) },
      { end: recent(hours(3)), sold: 12 },
    ]),
    line('treasure', 8, [1, 0], 50, ago(days(2)), [{ end: recent(minutes(50)), sold: 31 }]),
    // The demo bought a whole box once, so the demo holds a won prize waiting to be claimed.
    line('treasure', 15, [1, 100], 10, ago(days(7)), [
      { end: ago(days(6)), demo: { units: 10, at: ago(days(6)) } },
      { end: ago(days(2)) },
      { end: ago(hours(20)) },
      { end: ago(hours(3) + minutes(10)) },
      { end: recent(minutes(25)), sold: 4 },
    ]),
    line('treasure', 22, [2, 200], 50, ago(days(3)), [
      { end: ago(hours(30)) },
      { end: recent(minutes(40)), sold: 46 },
    ]),
    line('treasure', 23, [1, 0], 500, ago(days(4)), [
      { end: ago(hours(1)) },
      { end: recent(minutes(4)), sold: 26 },
    ]),
  ];
}

export interface Buyers {
  demo: number;
  /** everyone but the demo, who buys only what the plans say */
  others: readonly number[];
  /** the account with the awkward name, which buys nothing after `quietFrom` */
  awkward: number;
  quietFrom: number;
}

/** A purchase size that keeps `remaining` reachable: crowdfunding never leaves fewer than 100 to go. */
function nextCount(prng: Prng, line: LinePlan, minUnits: number, remaining: number): number {
  if (minUnits === 1) return Math.min(remaining, prng.int(1, Math.ceil(line.totalUnits / 10)));
  if (remaining < 2 * minUnits) return remaining;
  return Math.min(prng.int(minUnits, 8 * minUnits), remaining - minUnits);
}

/** `n` times between `from` and `to`, oldest first, the last one exactly `to`. */
function timesBetween(prng: Prng, n: number, from: number, to: number): number[] {
  const span = Math.max(to - from, 1);
  const times = Array.from({ length: n - 1 }, () => from + Math.floor(prng.next() * span));
  return [...times.sort((a, b) => a - b), to];
}

interface Purchase {
  time: number;
  uid: number;
  count: number;
}

/** The purchases of one round: the demo's, and others' filling the rest at random sizes and times. */
function roundPurchases(
  prng: Prng,
  line: LinePlan,
  round: RoundPlan,
  from: number,
  buyers: Buyers,
  minUnits: number,
): Purchase[] {
  const target = round.sold ?? line.totalUnits;
  const demoUnits = round.demo?.units ?? 0;
  const counts: number[] = [];
  for (let left = target - demoUnits; left > 0;) {
    const count = nextCount(prng, line, minUnits, left);
    counts.push(count);
    left -= count;
  }
  const times = counts.length > 0 ? timesBetween(prng, counts.length, from, round.end) : [];
  const pickUid = (time: number) => {
    // Not among the latest sales, nor among the buyers of a round drawn lately (its winner is one of them).
    const quiet = time >= buyers.quietFrom || (round.sold === undefined && round.end >= buyers.quietFrom);
    const pool = quiet ? buyers.others.filter((uid) => uid !== buyers.awkward) : buyers.others;
    return pool[prng.int(0, pool.length - 1)] ?? buyers.demo;
  };
  const others = counts.map((count, i): Purchase => {
    const time = times[i] ?? round.end;
    return { time, uid: pickUid(time), count };
  });
  if (!round.demo) return others;
  const demo = { time: counts.length > 0 ? round.demo.at : round.end, uid: buyers.demo, count: demoUnits };
  return [demo, ...others];
}

/** Buys through the same rule and sale code as the server, so the seed is consistent by construction. */
function buy(state: DbState, prng: Prng, goodsId: number, purchase: Purchase): void {
  const issue: IssueRow | undefined = openIssueOf(state, goodsId);
  if (!issue) throw new Error(`seed: goods ${goodsId} has no round on sale`);
  const problem = unitProblem(issue, purchase.count);
  if (problem) throw new Error(`seed: ${purchase.count} units of issue ${issue.id}: ${problem}`);
  const payType: PayType = issue.unitPoints > 0 && prng.next() < 0.3 ? 'points' : 'balance';
  const unit = payType === 'points' ? issue.unitPoints : issue.unitPrice;
  const { uid, count, time } = purchase;
  placeIssueOrder(state, issue, { uid, count, payType, amount: toWire(money(unit).times(count)) }, time);
}

/**
 * The history of every line: its first round opens, units sell, each sold-out round is drawn and the next
 * one opens, up to the open round part sold. Returned as events for the seed's timeline.
 */
export function treasureEvents(state: DbState, prng: Prng, clock: SeedClock, buyers: Buyers): SeedEvent[] {
  const events: SeedEvent[] = [];
  for (const plan of linePlans(clock)) {
    events.push({ time: plan.opened, act: () => openIssue(state, plan, 1, plan.opened) });
    const minUnits = plan.kind === 'crowd' ? CROWD_MIN_UNITS : 1;
    let from = plan.opened;
    for (const round of plan.rounds) {
      for (const purchase of roundPurchases(prng, plan, round, from + 1, buyers, minUnits)) {
        events.push({ time: purchase.time, act: () => buy(state, prng, plan.goodsId, purchase) });
      }
      from = round.end;
    }
  }
  return events;
}
