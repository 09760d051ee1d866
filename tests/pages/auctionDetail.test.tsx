import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { BID_TIMEOUT_MS } from '../../src/api/auctions/auction';
import * as endpoints from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import { href } from '../../src/lib/href';
import { renderRoute, setupUser } from '../render';
import { tapDigits } from '../keypad';
import {
  auctionDetail,
  auctionListeners,
  depositButton,
  dropSocket,
  pushUpdate,
  reconnect,
  resetHub,
  serveAuction,
  type FakeHub,
} from './auctionFixtures';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies, serve, signInDemo } from './myMoneyFixtures';

const hub = vi.hoisted<FakeHub>(() => ({
  subscriptions: new Set(),
  state: 'idle',
  stateListeners: new Set(),
}));
vi.mock('../../src/socket/connection', async () => (await import('./auctionFixtures')).hubModule(hub));

afterEach(() => resetHub(hub));

const A = endpoints.Auction;
const PAGE = (id = 9001) => href('/pages/index/auction', { id });
const RIVAL = { last_uid: 424242, avatar: '', nick_name: 'Rivalson' };

const bidField = () => screen.findByLabelText('Bid amount');
const placeBid = () => screen.getByRole('button', { name: 'Place bid' });

async function openAs(detail: Parameters<typeof auctionDetail>[0], { password = false } = {}) {
  const grant = password ? await demoWithPayPassword() : await signInDemo();
  const me = grant.userInfo.uid;
  const served = serveAuction(auctionDetail(typeof detail === 'function' ? detail : detail));
  const user = setupUser();
  const view = renderRoute(PAGE());
  await screen.findByRole('heading', { name: 'Vintage Watch' });
  return { ...view, user, me, served };
}

describe('one auction', () => {
  it('shows an ongoing auction: price, masked leader, facts, countdown and masked bid records', async () => {
    serveAuction(
      auctionDetail({
        ...RIVAL,
        last_price: 1200,
        images: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='],
        bids: [
          {
            uid: RIVAL.last_uid,
            nick_name: 'Rivalson',
            avatar: '',
            price: 1200,
            create_time: Date.now() - 60_000,
          },
          { uid: 5, nick_name: 'Zhang San', avatar: '', price: 1100, create_time: Date.now() - 120_000 },
        ],
      }),
    );
    renderRoute(PAGE());
    const head = within(await screen.findByRole('region', { name: 'Price' }));
    expect(head.getByRole('heading', { name: 'Vintage Watch' })).toBeInTheDocument();
    expect(head.getByText('Live')).toBeInTheDocument();
    expect(head.getByTestId('auction-price')).toHaveTextContent('CN¥1,200.00');
    expect(head.getByText('Highest bidder: R******n')).toBeInTheDocument();
    expect(head.getByRole('timer')).toHaveTextContent(/^00:(29|30):\d\d$/);
    const facts = within(screen.getByRole('region', { name: 'Auction facts' }));
    expect(facts.getByText('Starting bid').nextSibling).toHaveTextContent('CN¥1,000.00');
    expect(facts.getByText('Evaluation price').nextSibling).toHaveTextContent('CN¥5,000.00');
    expect(facts.getByText('Deposit').nextSibling).toHaveTextContent('CN¥500.00');
    expect(facts.getByText('Bidders').nextSibling).toHaveTextContent('3');
    const records = within(screen.getByRole('region', { name: 'Bid records' }));
    expect(records.getByText('R******n')).toBeInTheDocument();
    expect(records.getByText('Z******n')).toBeInTheDocument();
    expect(records.queryByText('Rivalson')).not.toBeInTheDocument();
    expect(screen.getByText('history')).toBeInTheDocument();
  });

  it('an upcoming auction counts down to its start and takes deposits, not bids', async () => {
    serveAuction(
      auctionDetail({ status: 0, start_time: Date.now() + 3_600_000, end_time: Date.now() + 7_200_000 }),
    );
    renderRoute(PAGE());
    expect(await screen.findByText('Starts in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[01]:\d\d:\d\d$/);
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay deposit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bid amount')).not.toBeInTheDocument();
  });

  it('a closed auction the user won says so, with the way to the order', async () => {
    const grant = await signInDemo();
    serveAuction(
      auctionDetail({
        status: 2,
        end_time: Date.now() - 60_000,
        last_price: 1800,
        last_uid: grant.userInfo.uid,
        nick_name: grant.userInfo.nickName,
        deposit_state: 'counted',
        order_id: 77,
      }),
    );
    renderRoute(PAGE());
    expect(await screen.findByText('You won this auction at CN¥1,800.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my order' })).toHaveAttribute(
      'href',
      href('/pages/order/auctionDetails', { id: 77 }),
    );
    expect(screen.getByText('Your deposit of CN¥500.00 was counted towards the price.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText('Sold')).toBeInTheDocument();
  });

  it('a closed auction someone else won: not won, the deposit returned', async () => {
    await signInDemo();
    serveAuction(auctionDetail({ ...RIVAL, status: 2, last_price: 1500, deposit_state: 'refunded' }));
    renderRoute(PAGE());
    expect(await screen.findByText('You did not win. Sold for CN¥1,500.00')).toBeInTheDocument();
    expect(screen.getByText('Your deposit of CN¥500.00 was returned to your balance.')).toBeInTheDocument();
    expect(screen.queryByText(/You won/)).not.toBeInTheDocument();
  });

  it('a reserved auction reads "not sold"', async () => {
    serveAuction(auctionDetail({ status: 3 }));
    renderRoute(PAGE());
    expect(await screen.findByText('Not sold: the auction closed without a sale')).toBeInTheDocument();
    expect(screen.getAllByText('Not sold').length).toBeGreaterThan(0);
  });

  it('at zero says "closing…" and reads the auction every 2 s until the server has closed it', async () => {
    const grant = await signInDemo();
    const closing = auctionDetail({ end_time: Date.now() - 1000, deposit_state: 'held' });
    let answer = closing;
    const served = serveAuction(() => answer);
    renderRoute(PAGE());
    expect(await screen.findByText('Closing… waiting for the result')).toBeInTheDocument();
    expect(screen.queryByText(/You won/)).not.toBeInTheDocument();
    const before = served.reads();
    answer = {
      ...closing,
      status: 2,
      last_price: 1300,
      last_uid: grant.userInfo.uid,
      order_id: 5,
      deposit_state: 'counted',
    };
    expect(
      await screen.findByText('You won this auction at CN¥1,300.00', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(served.reads()).toBeGreaterThan(before);
  });

  it('a missing auction says so', async () => {
    server.use(
      http.get(`*${A.detail.path}`, () =>
        HttpResponse.json({ code: 404, msg: 'Auction not found', data: null }),
      ),
    );
    renderRoute(PAGE(404));
    expect(await screen.findByTestId('not-found')).toHaveTextContent('This auction does not exist');
  });
});

describe('the deposit', () => {
  it('asks a guest to sign in', async () => {
    serveAuction(auctionDetail());
    const user = setupUser();
    const { router } = renderRoute(PAGE());
    await user.click(await depositButton());
    const dialog = (await screen.findByText('Please sign in')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(PAGE());
  });

  it('states the amount and the terms, asks the payment password, and pays', async () => {
    const { user } = await openAs({}, { password: true });
    const sent = recordBodies(A.deposit);
    serve(A.deposit, { balance: 9500 });
    await user.click(await depositButton());
    const sheet = within(await screen.findByRole('dialog', { name: 'Pay the deposit' }));
    expect(sheet.getByTestId('deposit-amount')).toHaveTextContent('CN¥500.00');
    expect(
      sheet.getByText('If you do not win, it returns to your balance when the auction closes.'),
    ).toBeVisible();
    expect(sheet.getByText('If you win, it counts towards the price.')).toBeVisible();
    serveAuction(auctionDetail({ deposit_state: 'held', participants: 4 }));
    await user.click(sheet.getByRole('button', { name: 'Pay CN¥500.00' }));
    expect(await screen.findByRole('dialog', { name: 'Auction deposit' })).toHaveTextContent(
      'Deposit of CN¥500.00',
    );
    await tapDigits(user, PAY_PASSWORD);
    await waitFor(() => expect(sent).toEqual([{ id: 9001, pay_password: PAY_PASSWORD }]));
    expect(await bidField()).toBeInTheDocument();
    expect(
      screen.getByText('Your deposit of CN¥500.00 is held until the auction closes.'),
    ).toBeInTheDocument();
  });

  it('without a payment password, leads to setting one', async () => {
    const { user, router } = await openAs({});
    await user.click(await depositButton());
    const dialog = (await screen.findByText('No payment password set')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
  });

  it('short of balance, offers to top up', async () => {
    const { user, router } = await openAs({ security_deposit: 99_999_999 }, { password: true });
    await user.click(await depositButton());
    const sheet = within(await screen.findByRole('dialog', { name: 'Pay the deposit' }));
    expect(sheet.getByRole('alert')).toHaveTextContent('Your balance is less than the deposit');
    await user.click(sheet.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/recharge'));
  });
});

describe('bidding', () => {
  const held = { deposit_state: 'held' as const };

  it('starts at the minimum, refuses a lower amount on the page without sending', async () => {
    const { user } = await openAs(held);
    const sent = recordBodies(A.bid);
    const field = await bidField();
    expect(field).toHaveValue('1050.00');
    expect(screen.getByText('Minimum bid CN¥1,050.00')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1049.99');
    await user.click(placeBid());
    expect(await screen.findByText('Amount below minimum bid (CN¥1,050.00)')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toEqual([]);
  });

  it('offers +1×, +2× and +5× the step over the price', async () => {
    const { user } = await openAs(held);
    const field = await bidField();
    await user.click(screen.getByRole('button', { name: '+CN¥100.00' }));
    expect(field).toHaveValue('1100.00');
    await user.click(screen.getByRole('button', { name: '+CN¥250.00' }));
    expect(field).toHaveValue('1250.00');
    await user.click(screen.getByRole('button', { name: '+CN¥50.00' }));
    expect(field).toHaveValue('1050.00');
  });

  it('a bid the server confirms makes the user the highest bidder, sent once for a double tap', async () => {
    const { user, me } = await openAs(held);
    const sent = recordBodies(A.bid);
    // The server after the bid: the answer, and every read from then on, name the user at the top.
    const after = auctionDetail({ ...held, last_uid: me, last_price: 1100, nick_name: 'Demo' });
    server.use(
      http.post(`*${A.bid.path}`, () => {
        serveAuction(after);
        return HttpResponse.json({ code: 200, msg: 'success', data: after });
      }),
    );
    const field = await bidField();
    await user.click(screen.getByRole('button', { name: '+CN¥100.00' }));
    expect(field).toHaveValue('1100.00');
    await user.dblClick(placeBid());
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 9001, price: 1100 }]);
    expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥1,100.00');
    expect(screen.queryByText(/accepted|won/i)).not.toBeInTheDocument();
  });

  it('a refusal shows the server words', async () => {
    const { user } = await openAs(held);
    serve(A.bid, null, { code: 400, msg: 'the auction has ended' });
    await bidField();
    await user.click(placeBid());
    expect(await screen.findByText('the auction has ended')).toBeInTheDocument();
  });

  it('a lost answer is not resent: the auction is read and the user leads if the bid went through', async () => {
    const { user, me } = await openAs(held);
    const sent = recordBodies(A.bid);
    server.use(http.post(`*${A.bid.path}`, () => HttpResponse.error()));
    const field = await bidField();
    expect(field).toHaveValue('1050.00');
    serveAuction(auctionDetail({ ...held, last_uid: me, last_price: 1050, nick_name: 'Demo' }));
    await user.click(placeBid());
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(sent).toHaveLength(1);
  });

  it('when the check is lost too, says the bid is unconfirmed and only checks again', async () => {
    const { user, me } = await openAs(held);
    const sent = recordBodies(A.bid);
    server.use(http.post(`*${A.bid.path}`, () => HttpResponse.error()));
    await bidField();
    server.use(http.get(`*${A.detail.path}`, () => HttpResponse.error(), { once: true }));
    await user.click(placeBid());
    expect(
      await screen.findByText('Your bid could not be confirmed. It was not sent again.'),
    ).toBeInTheDocument();
    expect(placeBid()).toBeDisabled();
    serveAuction(auctionDetail({ ...held, last_uid: me, last_price: 1050, nick_name: 'Demo' }));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('an answer that never comes counts as lost after 15 s and is checked, not resent', async () => {
    const { user, me } = await openAs(held);
    const sent = recordBodies(A.bid);
    server.use(http.post(`*${A.bid.path}`, () => delay('infinite')));
    await bidField();
    serveAuction(auctionDetail({ ...held, last_uid: me, last_price: 1050, nick_name: 'Demo' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(placeBid());
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(await screen.findByText('Sending your bid…')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(BID_TIMEOUT_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('a lost answer, and someone else leads: not placed, with the new minimum', async () => {
    const { user } = await openAs(held);
    const sent = recordBodies(A.bid);
    server.use(http.post(`*${A.bid.path}`, () => HttpResponse.error()));
    await bidField();
    serveAuction(auctionDetail({ ...held, ...RIVAL, last_price: 1200 }));
    await user.click(placeBid());
    expect(
      await screen.findByText('Your bid was not placed. Minimum bid now CN¥1,250.00'),
    ).toBeInTheDocument();
    expect(await bidField()).toHaveValue('1250.00');
    expect(sent).toHaveLength(1);
  });
});

describe('live', () => {
  it('listens to the pushes once for the auction', async () => {
    await openAs({});
    expect(auctionListeners(hub)).toBe(1);
  });

  it('a pushed bid moves the price and leader in place; a lower one never replaces it', async () => {
    await openAs({});
    await pushUpdate(hub, { id: 9001, last_price: 1400, ...RIVAL });
    expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥1,400.00');
    expect(screen.getByText('Highest bidder: R******n')).toBeInTheDocument();
    await pushUpdate(hub, { id: 9001, last_price: 1300, last_uid: 5, avatar: '', nick_name: 'Late' });
    expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥1,400.00');
    await pushUpdate(hub, { id: 12, last_price: 9999, last_uid: 5, avatar: '', nick_name: 'Other' });
    expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥1,400.00');
  });

  it('tells the leader they were outbid, with the new minimum', async () => {
    const grant = await signInDemo();
    const mine = { uid: grant.userInfo.uid, nick_name: 'Demo', avatar: '', price: 1100 };
    serveAuction(
      auctionDetail({
        deposit_state: 'held',
        last_uid: mine.uid,
        last_price: mine.price,
        nick_name: mine.nick_name,
        // The server lists the leader's bid on top of the records, as it always does.
        bids: [{ ...mine, create_time: Date.now() - 60_000 }],
      }),
    );
    renderRoute(PAGE());
    expect(await screen.findByText('You are the highest bidder')).toBeInTheDocument();
    await pushUpdate(hub, { id: 9001, last_price: 1150, ...RIVAL });
    expect(await screen.findByText("You've been outbid. Minimum bid now CN¥1,200.00")).toBeInTheDocument();
    expect(await bidField()).toHaveValue('1200.00');
  });

  it('tells a user outbid before the page opened: a bid of theirs is in the records, someone else leads', async () => {
    const grant = await signInDemo();
    const bid = { avatar: '', create_time: Date.now() - 60_000 };
    serveAuction(
      auctionDetail({
        ...RIVAL,
        deposit_state: 'held',
        last_price: 1150,
        bids: [
          { ...bid, uid: RIVAL.last_uid, nick_name: RIVAL.nick_name, price: 1150 },
          { ...bid, uid: grant.userInfo.uid, nick_name: 'Demo', price: 1100 },
        ],
      }),
    );
    renderRoute(PAGE());
    expect(await screen.findByText("You've been outbid. Minimum bid now CN¥1,200.00")).toBeInTheDocument();
  });

  it('keeps a pushed bid over the answer of a bid that left before it', async () => {
    const held = { deposit_state: 'held' as const };
    const { user, me } = await openAs(held);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(`*${A.bid.path}`, async () => {
        await answered;
        const mine = auctionDetail({ ...held, last_uid: me, last_price: 1050, nick_name: 'Demo' });
        return HttpResponse.json({ code: 200, msg: 'success', data: mine });
      }),
    );
    await bidField();
    await user.click(placeBid());
    expect(await screen.findByText('Sending your bid…')).toBeInTheDocument();
    // The rival's higher bid is pushed while the user's answer is on its way; the server holds his since.
    await pushUpdate(hub, { id: 9001, last_price: 1100, ...RIVAL });
    serveAuction(auctionDetail({ ...held, ...RIVAL, last_price: 1100 }));
    answer();
    expect(await screen.findByText("You've been outbid. Minimum bid now CN¥1,150.00")).toBeInTheDocument();
    expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥1,100.00');
  });

  it('says when the socket is down, and reads a fresh snapshot on every reconnect', async () => {
    const { served } = await openAs({});
    dropSocket(hub);
    expect(screen.getByText('Live updates lost. Reconnecting…')).toBeInTheDocument();
    const before = served.reads();
    serveAuction(auctionDetail({ ...RIVAL, last_price: 2000 }));
    reconnect(hub);
    await waitFor(() => expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥2,000.00'));
    expect(screen.queryByText('Live updates lost. Reconnecting…')).not.toBeInTheDocument();
    expect(before).toBeGreaterThan(0);
  });

  it('reads a fresh snapshot when the tab is shown again', async () => {
    await openAs({});
    serveAuction(auctionDetail({ ...RIVAL, last_price: 2100 }));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getByTestId('auction-price')).toHaveTextContent('CN¥2,100.00'));
  });
});
