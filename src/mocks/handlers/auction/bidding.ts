import type { DepositRequest, DepositResult } from '../../../api/auctions/auction';
import { toWire } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { depositWhy } from './db/auctionClock';
import { depositOf, minimumBidOf, recordBid, recordDeposit } from './db/auctions';
import { ensurePayPassword } from '../../rules/common';
import { readMoney } from '../../rules/input';
import { spend } from '../../rules/payments';
import { ensure, ok, reader, route, withAuth } from '../../http/route';
import { ensureNotClosed, findAuctionOr404 } from './lookups';
import { toAuction } from './views';

/**
 * The security deposit, once, while the auction is upcoming or ongoing: the payment password, then the
 * balance (a ledger line). It is held until the auction closes: counted towards the price if the user wins,
 * refunded otherwise.
 */
const deposit = route(
  'POST /apiv2/Auction/deposit',
  withAuth(({ user, fields }) => {
    const auction = findAuctionOr404(fields.id);
    ensureNotClosed(auction);
    ensure(!depositOf(db(), auction.id, user.uid), 'depositAlreadyPaid');
    ensurePayPassword(user, reader<DepositRequest>(fields)('pay_password'));
    spend(user, 'balance', auction.securityDeposit, depositWhy(auction));
    recordDeposit(db(), auction, user.uid, now());
    const result: DepositResult = { balance: user.balance };
    return ok(result, 'depositPaid');
  }),
);

/**
 * A bid while the auction runs, by someone who paid the deposit and does not lead already, at least the
 * minimum next bid, to the cent. It leads at once, is pushed to everyone (http/live) and, where rivals bid,
 * one answers a minute later on the clock.
 */
const bid = route(
  'POST /apiv2/Auction/bid',
  withAuth(({ user, fields, lang }) => {
    const auction = findAuctionOr404(fields.id);
    ensure(auction.status !== 0, 'auctionNotStarted');
    ensure(auction.status === 1, 'auctionEnded');
    ensure(depositOf(db(), auction.id, user.uid), 'depositRequired');
    ensure(auction.lastUid !== user.uid, 'alreadyHighestBidder');
    const price = readMoney(fields.price);
    ensure(price.gte(minimumBidOf(db(), auction)), 'bidBelowMinimum');
    recordBid(db(), auction, user.uid, toWire(price), now());
    return ok(toAuction(auction, user, lang), 'bidPlaced');
  }),
);

export const biddingHandlers = [deposit, bid];
