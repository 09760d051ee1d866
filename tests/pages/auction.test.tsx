import { act, screen, waitFor, within } from '@testing-library/react';
import { getAuctionDetail, payDeposit } from '../../src/api/auctions/auction';
import * as endpoints from '../../src/api/endpoints';
import { href } from '../../src/lib/href';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import {
  bidsOf,
  depositOf,
  depositsOf,
  minimumBidOf,
  RIVAL_REACT_MS,
  toAuctionUpdate,
} from '../../src/mocks/handlers/auction/db/auctions';
import type { AuctionRow } from '../../src/mocks/db/schema';
import { AUCTION_LOTS } from '../../src/mocks/handlers/auction/db/seedAuctions';
import { formatAmount } from '../../src/lib/money';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { aMomentLater, findFate, passwordSheetGone } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import { renderRoute, setupUser } from '../render';
import { depositButton, pushUpdate, reconnect, resetHub, type FakeHub } from './auctionFixtures';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies, signInDemo, userRow } from './myMoneyFixtures';

/*
 * The auction page against the fake backend's seeded auctions (docs/api.md §9 "Seeded auctions"). The socket
 * is the one thing stood in for: a test pushes what the hub would push, or reports a reconnect.
 */

const hub = vi.hoisted<FakeHub>(() => ({
  subscriptions: new Set(),
  state: 'idle',
  stateListeners: new Set(),
}));
vi.mock('../../src/socket/connection', async () => (await import('./auctionFixtures')).hubModule(hub));

afterEach(() => resetHub(hub));

const A = endpoints.Auction;
const LIST = href('/pages/index/auction');
/** A balance amount as English screens write it, with the yuan's sign (decision 0065). */
const money = (value: number | { toFixed: (d: number) => string }) =>
  `CN¥${formatAmount(typeof value === 'number' ? value : value.toFixed(2), 'en')}`;

function lot(code: string): AuctionRow {
  const auction = db().auctions.find((a) => a.drawNumber === code);
  if (!auction) throw new Error(`the seed has no auction ${code}`);
  return auction;
}

async function openLot(code: string) {
  const auction = lot(code);
  const user = setupUser();
  const view = renderRoute(href('/pages/index/auction', { id: auction.id }));
  await screen.findByRole('heading', { name: auction.name });
  return { ...view, user, auction };
}

/** The demo, with a payment password and the deposit of `code` already paid (through the real call). */
async function depositPaid(code: string) {
  const grant = await demoWithPayPassword();
  await payDeposit({ id: lot(code).id, pay_password: PAY_PASSWORD });
  return grant.userInfo.uid;
}

const bidField = () => screen.findByLabelText('Bid amount');

describe('the auctions, from the fake backend', () => {
  it('lists ongoing, upcoming and closed auctions on their tabs', async () => {
    const user = setupUser();
    renderRoute(LIST);
    for (const code of [AUCTION_LOTS.win, AUCTION_LOTS.rival, AUCTION_LOTS.fresh])
      expect(await screen.findByText(lot(code).name)).toBeInTheDocument();
    expect(screen.queryByText(lot(AUCTION_LOTS.soon).name)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const soon = await screen.findByText(lot(AUCTION_LOTS.soon).name);
    expect(within(soon.closest('article') as HTMLElement).getByText(/^Starts /)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Ended' }));
    const reserved = await screen.findByText(lot(AUCTION_LOTS.reserved).name);
    expect(within(reserved.closest('article') as HTMLElement).getByText('Not sold')).toBeInTheDocument();
    const won = within(screen.getByText(lot(AUCTION_LOTS.demoWon).name).closest('article') as HTMLElement);
    expect(won.getByText('Final price')).toBeInTheDocument();
    expect(won.getByText(money(lot(AUCTION_LOTS.demoWon).lastPrice))).toBeInTheDocument();
  });

  it('shows the auction the demo won, with the way to its order', async () => {
    await signInDemo();
    const { auction } = await openLot(AUCTION_LOTS.demoWon);
    expect(
      await screen.findByText(`You won this auction at ${money(auction.lastPrice)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my order' })).toHaveAttribute(
      'href',
      href('/pages/order/auctionDetails', { id: auction.orderId ?? -1 }),
    );
    expect(screen.getByText(/was counted towards the price/)).toBeInTheDocument();
  });

  it('shows one the demo lost, its deposit returned', async () => {
    await signInDemo();
    const { auction } = await openLot(AUCTION_LOTS.longName);
    expect(
      await screen.findByText(`You did not win. Sold for ${money(auction.lastPrice)}`),
    ).toBeInTheDocument();
    expect(screen.getByText(/was returned to your balance/)).toBeInTheDocument();
  });

  it('shows a reserved auction as not sold, and keeps hostile markup inert', async () => {
    await openLot(AUCTION_LOTS.reserved);
    expect(screen.getByText('Not sold: the auction closed without a sale')).toBeInTheDocument();
    await openLot(AUCTION_LOTS.hostile);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText(/A set of Russian “Alenka” chocolate/)).toBeInTheDocument();
  });

  it('shows an upcoming auction counting down to its start, open to deposits', async () => {
    await openLot(AUCTION_LOTS.soon);
    expect(screen.getByText('Starts in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[23]:\d\d:\d\d$/);
    expect(screen.getByRole('button', { name: 'Pay deposit' })).toBeInTheDocument();
  });
});

describe('deposit and bids, on the fake backend', () => {
  it('pays the deposit with the payment password: the balance pays it and bidding opens', async () => {
    const grant = await demoWithPayPassword();
    const before = userRow(grant.userInfo.uid).balance;
    const { user, auction } = await openLot(AUCTION_LOTS.fresh);
    await user.click(await depositButton());
    const sheet = within(await screen.findByRole('dialog', { name: 'Pay the deposit' }));
    expect(sheet.getByTestId('deposit-amount')).toHaveTextContent(money(auction.securityDeposit));
    await user.click(sheet.getByRole('button', { name: `Pay ${money(auction.securityDeposit)}` }));
    await screen.findByRole('dialog', { name: 'Auction deposit' });
    await tapDigits(user, PAY_PASSWORD);
    expect(await bidField()).toHaveValue(minimumBidOf(db(), auction).toFixed(2));
    expect(depositOf(db(), auction.id, grant.userInfo.uid)?.state).toBe('held');
    expect(userRow(grant.userInfo.uid).balance).toBeCloseTo(before - auction.securityDeposit, 2);
    const facts = within(screen.getByRole('region', { name: 'Auction facts' }));
    await waitFor(() => expect(facts.getByText('Bidders').nextSibling).toHaveTextContent('1'));
  });

  it('refuses a bid below the minimum on the page, without a request', async () => {
    await depositPaid(AUCTION_LOTS.fresh);
    const { user, auction } = await openLot(AUCTION_LOTS.fresh);
    const sent = recordBodies(A.bid);
    const field = await bidField();
    await user.clear(field);
    await user.type(field, String(auction.startingBidPrice));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const minimum = money(minimumBidOf(db(), auction));
    expect(await screen.findByText(`Amount below minimum bid (${minimum})`)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(bidsOf(db(), auction.id)).toEqual([]);
  });

  it('places a bid at the minimum: the user is the highest bidder', async () => {
    const me = await depositPaid(AUCTION_LOTS.fresh);
    const { user, auction } = await openLot(AUCTION_LOTS.fresh);
    const minimum = minimumBidOf(db(), auction);
    expect(await bidField()).toHaveValue(minimum.toFixed(2));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    expect(lot(AUCTION_LOTS.fresh)).toMatchObject({ lastUid: me, lastPrice: Number(minimum.toFixed(2)) });
    expect(screen.getByTestId('auction-price')).toHaveTextContent(money(minimum));
    const records = within(screen.getByRole('region', { name: 'Bid records' }));
    await waitFor(() => expect(records.getByText('you')).toBeInTheDocument());
  });

  it('a rival bid pushed over the hub moves the price and tells the leader they were outbid', async () => {
    const me = await depositPaid(AUCTION_LOTS.rival);
    const { user, auction } = await openLot(AUCTION_LOTS.rival);
    await bidField();
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    // A minute later on the fake clock the determined rival answers; the hub pushes his bid.
    clock.skip(RIVAL_REACT_MS + 1000);
    // The next read finds it done (and moves the page's server clock a minute on).
    await act(() => getAuctionDetail(auction.id));
    const [latest] = bidsOf(db(), auction.id);
    if (!latest || latest.uid === me) throw new Error('the rival did not answer');
    await pushUpdate(hub, toAuctionUpdate(db(), latest));
    expect(screen.getByTestId('auction-price')).toHaveTextContent(money(latest.price));
    const minimum = money(minimumBidOf(db(), lot(AUCTION_LOTS.rival)));
    expect(await screen.findByText(`You've been outbid. Minimum bid now ${minimum}`)).toBeInTheDocument();
    expect(await bidField()).toHaveValue(minimumBidOf(db(), lot(AUCTION_LOTS.rival)).toFixed(2));
  });

  it('reads a fresh snapshot on reconnect: a bid missed while the socket was down shows', async () => {
    await depositPaid(AUCTION_LOTS.rival);
    const { user, auction } = await openLot(AUCTION_LOTS.rival);
    await bidField();
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    clock.skip(RIVAL_REACT_MS + 1000);
    // Nothing is pushed: the socket was down. The reconnect reads the auction again.
    reconnect(hub);
    const [latest] = bidsOf(db(), auction.id);
    await waitFor(() =>
      expect(screen.getByTestId('auction-price')).toHaveTextContent(money(latest?.price ?? 0)),
    );
    expect(await screen.findByText(/^You've been outbid/)).toBeInTheDocument();
  });
});

describe('offline and lost answers, on the fake backend', () => {
  /** The demo opens the fresh lot and pays its deposit up to the password; `offline` just before the password. */
  async function payDepositOfFresh({ offline = false } = {}) {
    const grant = await demoWithPayPassword();
    const uid = grant.userInfo.uid;
    const before = userRow(uid).balance;
    const opened = await openLot(AUCTION_LOTS.fresh);
    const calls = recordCalls();
    const pay = async () => {
      await opened.user.click(await depositButton());
      const sheet = within(await screen.findByRole('dialog', { name: 'Pay the deposit' }));
      await opened.user.click(sheet.getByRole('button', { name: /^Pay / }));
      await screen.findByRole('dialog', { name: 'Auction deposit' });
      if (offline) goOffline();
      await tapDigits(opened.user, PAY_PASSWORD);
    };
    return { ...opened, uid, before, calls, pay };
  }

  it('a deposit offline is refused at once, and nothing is paid when the connection comes back', async () => {
    const { uid, before, calls, pay, auction } = await payDepositOfFresh({ offline: true });
    await pay();
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(A.deposit)).toBe(0);
    expect(depositOf(db(), auction.id, uid)).toBeUndefined();
    expect(userRow(uid).balance).toBe(before);
  });

  it('a deposit whose answer is lost is looked up, not resent: it was taken once, and bidding opens', async () => {
    const { uid, before, calls, pay, auction } = await payDepositOfFresh();
    loseAnswerOnce(A.deposit);
    await pay();
    expect(await screen.findByText('Deposit paid: you can bid')).toBeInTheDocument();
    expect(await bidField()).toHaveValue(minimumBidOf(db(), auction).toFixed(2));
    await aMomentLater();
    expect(calls.of(A.deposit)).toBe(1);
    expect(depositsOf(db(), auction.id).filter((d) => d.uid === uid)).toHaveLength(1);
    expect(userRow(uid).balance).toBeCloseTo(before - auction.securityDeposit, 2);
  });

  it('a deposit lost before the server saw it: says so, nothing taken, and paying again pays once', async () => {
    const { uid, before, calls, pay, auction } = await payDepositOfFresh();
    dropOnce(A.deposit);
    await pay();
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(userRow(uid).balance).toBe(before);
    await passwordSheetGone();
    await pay();
    expect(await bidField()).toBeInTheDocument();
    expect(calls.of(A.deposit)).toBe(2);
    expect(depositOf(db(), auction.id, uid)?.state).toBe('held');
    expect(userRow(uid).balance).toBeCloseTo(before - auction.securityDeposit, 2);
  });

  it('a bid offline is refused at once, and nothing is sent when the connection comes back', async () => {
    await depositPaid(AUCTION_LOTS.fresh);
    const { user, auction } = await openLot(AUCTION_LOTS.fresh);
    const calls = recordCalls();
    await bidField();
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(A.bid)).toBe(0);
    expect(bidsOf(db(), auction.id)).toEqual([]);
  });

  it('a bid whose answer is lost is looked up, not resent: placed once, the user leads', async () => {
    const me = await depositPaid(AUCTION_LOTS.fresh);
    const { user, auction } = await openLot(AUCTION_LOTS.fresh);
    const calls = recordCalls();
    await bidField();
    loseAnswerOnce(A.bid);
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(A.bid)).toBe(1);
    expect(bidsOf(db(), auction.id)).toHaveLength(1);
    expect(lot(AUCTION_LOTS.fresh).lastUid).toBe(me);
  });
});
