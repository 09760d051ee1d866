import * as endpoints from '../../../src/api/endpoints';
import * as config from '../../../src/api/config';
import * as auctions from '../../../src/api/auctions/auction';
import { minimumBid } from '../../../src/api/auctions/rules/auctionBid';
import { money, toWire } from '../../../src/lib/money';
import { skipAll, type Contract } from '../../contract';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from '../../contract';

const { Auction: A } = endpoints;

/**
 * A running lot the account does not lead, the one that ends last (it cannot close during the run): the
 * deposit, taken from the balance and read back as held; then the minimum next bid, read back from the
 * detail: the account leads at its price, its bid the newest.
 */
export async function bidOnLiveLot({ c, uid, who }: WriteContext) {
  const live = await c.check(A.list, () => auctions.getAuctionList({ ...page, status: 1 }));
  const open = live?.list.filter((each) => each.last_uid !== uid) ?? [];
  const lot = open.sort((a, b) => b.end_time - a.end_time)[0];
  if (!lot) return skipAll(c, [A.deposit, A.bid], 'no running auction the account does not lead');
  if (lot.deposit_state !== 'none') c.skip(A.deposit, `the deposit in ${lot.draw_number} is paid`);
  else if (!(await payDeposit(c, who.payPassword, lot))) return c.skip(A.bid, 'no deposit was paid');

  const ratio = (await config.getDictByKeys(['sys_config']))?.sys_config?.auction_bid_ratio;
  const price = toWire(minimumBid(lot, ratio ?? config.DEFAULT_SYS_CONFIG.auction_bid_ratio));
  const bid = await c.check(A.bid, () => auctions.placeBid({ id: lot.id, price }));
  if (!bid) return;
  const read = await c.check(A.detail, () => auctions.getAuctionDetail(lot.id));
  const leads = read?.last_uid === uid && money(read.last_price).eq(price) && read.bids[0]?.uid === uid;
  c.expect(
    A.bid,
    leads,
    `${lot.draw_number} is led by ${read?.last_uid} at ${read?.last_price}, not ${price}`,
  );
}

/** The deposit: the answer's balance is lower by it, and the detail reads it held. */
async function payDeposit(c: Contract, payPassword: string, lot: auctions.Auction) {
  const before = await readMe(c);
  if (!before || money(before.balance).lt(lot.security_deposit)) {
    c.skip(A.deposit, `the balance is under the deposit ${lot.security_deposit}`);
    return false;
  }
  const paid = await c.check(A.deposit, () => auctions.payDeposit({ id: lot.id, pay_password: payPassword }));
  if (!paid) return false;
  const expected = money(before.balance).minus(lot.security_deposit);
  c.expect(A.deposit, expected.eq(paid.balance), `balance ${paid.balance}, not ${expected}`);
  const read = await c.check(A.detail, () => auctions.getAuctionDetail(lot.id));
  c.expect(A.deposit, read?.deposit_state === 'held', `the deposit reads ${read?.deposit_state}, not held`);
  return true;
}
