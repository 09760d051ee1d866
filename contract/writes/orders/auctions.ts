import * as endpoints from '../../../src/api/endpoints';
import * as config from '../../../src/api/config';
import * as auctions from '../../../src/api/auctions/auction';
import { minimumBid } from '../../../src/api/auctions/rules/auctionBid';
import * as orders from '../../../src/api/orders/orders';
import { money, toWire } from '../../../src/lib/money';
import { skipAll, type Contract } from '../../contract';
import { expectBalance, readMe, readOrder } from '../../readBack';
import type { WriteContext } from '../context';
import { give, sellBack } from './handOver';
import { expectState, page } from './shared';

const { UserOrders: O, Profile: P, Auction: A } = endpoints;

/** The longest the fake clock is moved to see a lot end (the fake backend's LOT-WIN ends 30 minutes in). */
const LOT_WAIT_MS = 60 * 60_000;

/**
 * Won auctions: a lot won first when the fake clock can end one within the hour, then each unclaimed auction
 * order claimed (the price less the deposit from the balance; it reads unshipped); the newest sold back, the
 * next given to the second account.
 */
export async function wonAuctions(ctx: WriteContext) {
  const { c } = ctx;
  await winLot(ctx);
  const query = { ...page, itemState: 'unclaimed' } as const;
  const won = await c.check(O.GetAuctionOrderList, () => orders.getAuctionOrderList(query));
  const [newest, next] = won?.list ?? [];
  const none = 'no auction won to claim';
  if (!newest) return skipAll(c, [O.ClaimAuction, O.SellAuction, O.GiftAuction], none);
  if (await claimAuction(c, newest)) await sellBack(c, O.SellAuction, orders.sellAuction, newest);
  if (!next) return c.skip(O.GiftAuction, 'a single auction won: it was sold back');
  if (await claimAuction(c, next)) await give(ctx, O.GiftAuction, orders.giftAuction, next);
}

/**
 * The running lot that ends first, within the hour, led by someone else (the fake backend's LOT-WIN, its rivals
 * at their limits): the deposit, the minimum bid, and the fake clock moved past its end.
 */
async function winLot({ c, uid, who, skip }: WriteContext) {
  if (!skip) return;
  const live = await c.check(A.list, () => auctions.getAuctionList({ ...page, status: 1 }));
  const soon = (lot: auctions.Auction) => lot.end_time - lot.server_time <= LOT_WAIT_MS;
  const lot = live?.list.find((each) => each.last_uid !== uid && soon(each));
  const me = await readMe(c);
  if (!lot || !me || money(me.balance).lt(lot.security_deposit)) return;
  const body = { id: lot.id, pay_password: who.payPassword };
  if (lot.deposit_state === 'none' && !(await c.check(A.deposit, () => auctions.payDeposit(body)))) return;
  const dict = await c.check(P.GetDictByKeys, () => config.getDictByKeys(['sys_config']));
  const ratio = dict?.sys_config?.auction_bid_ratio ?? config.DEFAULT_SYS_CONFIG.auction_bid_ratio;
  const price = toWire(minimumBid(lot, ratio));
  if (!(await c.check(A.bid, () => auctions.placeBid({ id: lot.id, price })))) return;
  await skip(lot.end_time - lot.server_time + 1_000);
}

/** A won auction claimed: the balance pays its price less the deposit (answer and profile), it reads unshipped. */
async function claimAuction(c: Contract, won: orders.Order): Promise<boolean> {
  const order = await readOrder(c, won);
  const before = await readMe(c);
  if (!order || !before) return (c.skip(O.ClaimAuction, `order ${won.id} could not be read`), false);
  const rest = money(order.amount).minus(order.deposit ?? 0);
  if (money(before.balance).lt(rest)) return (c.skip(O.ClaimAuction, `the balance is under ${rest}`), false);
  const paid = await c.check(O.ClaimAuction, () => orders.claimAuction(won.id));
  if (!paid) return false;
  await expectBalance(c, O.ClaimAuction, before, rest.neg(), paid.balance);
  return expectState(c, O.ClaimAuction, won, 'unshipped');
}
