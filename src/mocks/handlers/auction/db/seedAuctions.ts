import { money } from '../../../../lib/money';
import { HOSTILE_LOT_DESCRIPTION } from '../auctionCopy';
import { closeAuction } from './auctionClock';
import { minimumBidOf, recordBid, recordDeposit, securityDepositFor } from './auctions';
import { goodsOf } from '../../treasure/db/issues';
import { days, hours, minutes, type SeedClock } from '../../../db/seedClock';
import type { SeedEvent } from '../../../db/seedTimeline';
import type { AuctionRow, DbState, RivalRow, Translations, UserRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** Seeded users by their place in the seed (seedUsers.ts). */
const DEMO = 0;
const OLIVER = 1;
const WANG = 2;
const EMILY = 3;
const MINJUN = 5;
const SAKURA = 6;
const ANASTASIA = 7;
const JINGYI = 9;
const LUCAS = 10;
const SEOYEON = 11;
const DMITRY = 13;
const SOPHIE = 14;

/** Platform products put up for auction (seedGoods.ts ids): each lot is pictured by its product's own picture. */
const IPHONE = 1;
const JBL = 3;
const VACUUM = 4;
const SULWHASOO = 7;
const ALENKA = 10;
const RICE = 11;
const PENDANT = 13;
const G_SHOCK = 14;
const JD_CARD = 17;

/**
 * The lot numbers (`draw_number`) of the seeded auctions, by what each is for: e2e tests and demos find them
 * by these (docs/api.md §9 "Seeded auctions").
 */
export const AUCTION_LOTS = {
  /** ongoing, 6 h left: 김민준 answers anyone else's lead a minute later, up to 899; rivals bid every few minutes */
  rival: 'LOT-RIVAL',
  /** ongoing, 30 min left: the rivals are at their limits, so whoever bids now wins it */
  win: 'LOT-WIN',
  /** ongoing for two days, no bid yet and no rivals */
  fresh: 'LOT-FRESH',
  /** upcoming: starts in 3 h, rivals bid once it runs */
  soon: 'LOT-SOON',
  /** upcoming: starts in 26 h */
  tomorrow: 'LOT-TOMORROW',
  /** ended 2 days ago, won by the demo: its auction order waits unclaimed (deposit 50 counted) */
  demoWon: 'LOT-DEMO-WON',
  /** ended 5 days ago, won by 김민준, the demo outbid (its deposit refunded); a long Korean and Russian name */
  longName: 'LOT-LONG-NAME',
  /** ended 8 days ago, won by Анастасия; its description holds markup that must never run */
  hostile: 'LOT-HOSTILE',
  /** closed 3 days ago without a bid: reserved, Lucas's deposit refunded */
  reserved: 'LOT-RESERVED',
} as const;

const LONG_NAME =
  '설화수 윤조에센스 스페셜 세트 한정판 · Подарочный набор корейской косметики премиум-класса — ' +
  'коллекционное издание 2026 года';

interface Bid {
  /** the bidder's place in the seed */
  user: number;
  price: number;
  ago: number;
}

interface Plan {
  lot: string;
  goodsId: number;
  /** the auction's name; the product's when absent */
  name?: string;
  /** its HTML in each language; the product's description when absent */
  describe?: Translations;
  startingBidPrice: number;
  evaluationPrice: number;
  /** from now: negative in the past */
  start: number;
  end: number;
  rivals: { user: number; limit: number }[];
  /** who paid a deposit, and how long ago (every bidder did, rivals included) */
  deposits: { user: number; ago: number }[];
  /** oldest first; each at least the minimum next bid when it was made */
  bids: Bid[];
  /** a rival's first move, this long from now or from the start if later; none when absent */
  rivalsIn?: number;
}

const bid = (user: number, price: number, ago: number): Bid => ({ user, price, ago });
const paid = (user: number, ago: number) => ({ user, ago });

const PLANS: Plan[] = [
  {
    lot: AUCTION_LOTS.rival,
    goodsId: JBL,
    startingBidPrice: 399,
    evaluationPrice: 899,
    start: -hours(2),
    end: hours(6),
    rivals: [
      { user: MINJUN, limit: 899 },
      { user: DMITRY, limit: 720 },
    ],
    deposits: [paid(MINJUN, minutes(110)), paid(DMITRY, minutes(100)), paid(OLIVER, minutes(90))],
    bids: [
      bid(MINJUN, 410, minutes(105)),
      bid(DMITRY, 425, minutes(80)),
      bid(OLIVER, 440, minutes(60)),
      bid(MINJUN, 455, minutes(58)),
      bid(DMITRY, 470, minutes(35)),
      bid(MINJUN, 485, minutes(12)),
    ],
    rivalsIn: minutes(2),
  },
  {
    lot: AUCTION_LOTS.win,
    goodsId: G_SHOCK,
    startingBidPrice: 399,
    evaluationPrice: 799,
    start: -hours(3),
    end: minutes(30),
    rivals: [
      { user: SOPHIE, limit: 560 },
      { user: SAKURA, limit: 520 },
    ],
    deposits: [paid(SAKURA, minutes(175)), paid(SOPHIE, minutes(160))],
    bids: [
      bid(SAKURA, 420, minutes(170)),
      bid(SOPHIE, 450, minutes(150)),
      bid(SAKURA, 480, minutes(120)),
      bid(SOPHIE, 500, minutes(95)),
      bid(SAKURA, 515, minutes(70)),
      bid(SOPHIE, 560, minutes(40)),
    ],
  },
  {
    lot: AUCTION_LOTS.fresh,
    goodsId: VACUUM,
    startingBidPrice: 499,
    evaluationPrice: 999,
    start: -minutes(30),
    end: days(2),
    rivals: [],
    deposits: [],
    bids: [],
  },
  {
    lot: AUCTION_LOTS.soon,
    goodsId: IPHONE,
    startingBidPrice: 5_999,
    evaluationPrice: 8_999,
    start: hours(3),
    end: hours(27),
    rivals: [
      { user: WANG, limit: 7_500 },
      { user: LUCAS, limit: 7_000 },
    ],
    deposits: [paid(WANG, hours(20)), paid(LUCAS, hours(5))],
    bids: [],
    rivalsIn: minutes(4),
  },
  {
    lot: AUCTION_LOTS.tomorrow,
    goodsId: PENDANT,
    startingBidPrice: 999,
    evaluationPrice: 1_999,
    start: hours(26),
    end: hours(50),
    rivals: [
      { user: JINGYI, limit: 1_500 },
      { user: SEOYEON, limit: 1_400 },
    ],
    deposits: [paid(JINGYI, hours(10))],
    bids: [],
    rivalsIn: minutes(5),
  },
  {
    lot: AUCTION_LOTS.demoWon,
    goodsId: JD_CARD,
    startingBidPrice: 300,
    evaluationPrice: 500,
    start: -days(3),
    end: -days(2),
    rivals: [],
    deposits: [paid(EMILY, days(3) - hours(1)), paid(DEMO, days(3) - hours(2))],
    bids: [
      bid(EMILY, 320, days(3) - hours(2)),
      bid(DEMO, 350, days(3) - hours(3)),
      bid(EMILY, 380, days(2) + hours(5)),
      bid(DEMO, 420, days(2) + hours(1)),
    ],
  },
  {
    lot: AUCTION_LOTS.longName,
    goodsId: SULWHASOO,
    name: LONG_NAME,
    startingBidPrice: 199,
    evaluationPrice: 399,
    start: -days(6),
    end: -days(5),
    rivals: [],
    deposits: [
      paid(DEMO, days(6) - hours(1)),
      paid(MINJUN, days(6) - hours(2)),
      paid(ANASTASIA, days(6) - hours(3)),
    ],
    bids: [
      bid(DEMO, 210, days(6) - hours(2)),
      bid(MINJUN, 230, days(6) - hours(4)),
      bid(ANASTASIA, 260, days(5) + hours(10)),
      bid(DEMO, 280, days(5) + hours(6)),
      bid(MINJUN, 300, days(5) + hours(1)),
    ],
  },
  {
    lot: AUCTION_LOTS.hostile,
    goodsId: ALENKA,
    name: 'Набор шоколада «Алёнка» — 12 плиток',
    describe: HOSTILE_LOT_DESCRIPTION,
    startingBidPrice: 60,
    evaluationPrice: 120,
    start: -days(9),
    end: -days(8),
    rivals: [],
    deposits: [paid(ANASTASIA, days(9) - hours(1)), paid(OLIVER, days(9) - hours(2))],
    bids: [
      bid(ANASTASIA, 70, days(9) - hours(2)),
      bid(OLIVER, 80, days(8) + hours(9)),
      bid(ANASTASIA, 95, days(8) + hours(2)),
    ],
  },
  {
    lot: AUCTION_LOTS.reserved,
    goodsId: RICE,
    startingBidPrice: 100,
    evaluationPrice: 150,
    start: -days(4),
    end: -days(3),
    rivals: [],
    deposits: [paid(LUCAS, days(4) - hours(3))],
    bids: [],
  },
];

function userAt(state: DbState, index: number): UserRow {
  const user = state.users[index];
  if (!user) throw new Error(`seed: no user ${index}`);
  return user;
}

function createAuction(state: DbState, plan: Plan, clock: SeedClock): AuctionRow {
  const goods = goodsOf(state, plan.goodsId);
  const rivals: RivalRow[] = plan.rivals.map((r) => ({ uid: userAt(state, r.user).uid, limit: r.limit }));
  const startTime = clock.now + plan.start;
  const row: AuctionRow = {
    id: takeId(state, 'auction'),
    goodsId: goods.id,
    name: plan.name ?? goods.name,
    // The product's own picture only: the rest of its gallery is the shop's promises, not this lot.
    images: [goods.thumbnail],
    describe: plan.describe ?? goods.describe,
    drawNumber: plan.lot,
    startingBidPrice: plan.startingBidPrice,
    evaluationPrice: plan.evaluationPrice,
    securityDeposit: securityDepositFor(state, plan.evaluationPrice),
    lastPrice: plan.startingBidPrice,
    lastUid: 0,
    startTime,
    endTime: clock.now + plan.end,
    status: startTime <= clock.now ? 1 : 0,
    orderId: null,
    closeTime: null,
    rivals,
    rivalDueAt: null,
  };
  state.auctions.push(row);
  return row;
}

/** A seeded bid, through the live rule, refused as the server would refuse it if the plan is wrong. */
function placeSeeded(state: DbState, auction: AuctionRow, { user, price }: Bid, time: number): void {
  const uid = userAt(state, user).uid;
  if (money(price).lt(minimumBidOf(state, auction)) || auction.lastUid === uid)
    throw new Error(`seed: bid ${price} on ${auction.drawNumber} breaks the rules`);
  if (!state.auctionDeposits.some((d) => d.auctionId === auction.id && d.uid === uid))
    throw new Error(`seed: bidder ${uid} on ${auction.drawNumber} paid no deposit`);
  recordBid(state, auction, uid, price, time);
}

/** One auction as events of the seed's timeline: announced, deposits, bids, and its end if that has passed. */
function auctionEvents(state: DbState, clock: SeedClock, plan: Plan): SeedEvent[] {
  let created: AuctionRow | undefined;
  const auction = () => {
    if (!created) throw new Error(`seed: auction ${plan.lot} was not created`);
    return created;
  };
  const announced = Math.min(clock.now + plan.start - days(2), clock.now);
  const events: SeedEvent[] = [{ time: announced, act: () => (created = createAuction(state, plan, clock)) }];
  for (const deposit of plan.deposits) {
    const time = clock.ago(deposit.ago);
    events.push({
      time,
      act: () => void recordDeposit(state, auction(), userAt(state, deposit.user).uid, time),
    });
  }
  for (const planned of plan.bids) {
    const time = clock.ago(planned.ago);
    events.push({ time, act: () => placeSeeded(state, auction(), planned, time) });
  }
  const end = clock.now + plan.end;
  if (end <= clock.now) events.push({ time: end, act: () => closeAuction(state, auction(), end, false) });
  else {
    // The rivals' next move is counted from now, not from the seeded bids (the first request must find nothing due).
    const first = plan.rivalsIn;
    const settle = () => {
      auction().rivalDueAt = first === undefined ? null : Math.max(clock.now, auction().startTime) + first;
    };
    events.push({ time: clock.now, act: settle });
  }
  return events;
}

/**
 * The auctions as events of the seed's timeline, through the live rules: running ones with rivals, upcoming
 * ones, and closed ones (their deposits' money moved before the seeded holdings: the demo's is in its ledger
 * history, seedMy.ts).
 */
export function auctionSeedEvents(state: DbState, clock: SeedClock): SeedEvent[] {
  return PLANS.flatMap((plan) => auctionEvents(state, clock, plan));
}
