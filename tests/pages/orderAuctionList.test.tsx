import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getAuctionList, type Auction } from '../../src/api/auctions/auction';
import { getMyNoticeList } from '../../src/api/messages/message';
import { getAuctionOrderList } from '../../src/api/orders/orders';
import { server } from '../../src/mocks/node';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { A, auction, nameOf, wonAuction } from './orderAuctionFixtures';
import { O, recordQueries, serve, signInDemo } from './orderFixtures';

const query = (params: URLSearchParams | undefined) => Object.fromEntries(params?.entries() ?? []);
const card = (name: string | RegExp) => screen.findByRole('article', { name });

/** Auction/list answers `rows` page by page from now on, as the server would for `joined=1`. */
function serveDeposits(rows: Auction[]) {
  server.use(
    http.get(`*${A.list.path}`, ({ request }) => {
      const url = new URL(request.url);
      const size = Number(url.searchParams.get('pageSize'));
      const start = (Number(url.searchParams.get('pageIndex')) - 1) * size;
      const list = rows.slice(start, start + size);
      return HttpResponse.json({ code: 200, msg: 'success', data: { list, total: rows.length } });
    }),
  );
}

describe('auction orders: won', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    const won = recordQueries(O.GetAuctionOrderList);
    renderRoute('/pages/order/auction');
    expect(await screen.findByTestId('sign-in-state')).toHaveTextContent('Sign in to see your orders');
    expect(won).toHaveLength(0);
  });

  it('lists the auctions won, ten a page, each opening its details with the claim offered', async () => {
    await signInDemo();
    const lot = wonAuction({ price: 500, deposit: 50 });
    const won = recordQueries(O.GetAuctionOrderList);
    renderRoute('/pages/order/auction');
    const lotCard = await card(nameOf(lot));
    expect(screen.getByRole('tab', { name: 'Won' })).toHaveAttribute('aria-selected', 'true');
    expect(query(won[0])).toEqual({ pageIndex: '1', pageSize: '10' });
    expect(lotCard).toHaveTextContent(`Order no. ${lot.orderNo}`);
    expect(lotCard).toHaveTextContent('CN¥500.00');
    expect(within(lotCard).getByText('Unclaimed')).toBeInTheDocument();
    expect(within(lotCard).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(lotCard).getByRole('link', { name: new RegExp(nameOf(lot)) })).toHaveAttribute(
      'href',
      `/pages/order/auctionDetails?id=${lot.id}`,
    );
    // Claiming pays the rest of the price: the list asks first, as the details page does.
    await setupUser().click(within(lotCard).getByRole('button', { name: 'Claim' }));
    const sheet = await screen.findByRole('dialog', { name: 'Claim and pay' });
    expect(await within(sheet).findByText('To pay now')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Pay CN¥450.00 and claim' })).toBeEnabled();
  });

  it('reads the next ten as the list scrolls to its end', async () => {
    await signInDemo();
    // Newer than the lot the seed gives the demo: that one comes last.
    const lots = Array.from({ length: 12 }, (_, i) => wonAuction({ at: Date.now() - i * 60_000 }));
    const { list: seeded } = await getAuctionOrderList({ pageIndex: 1, pageSize: 100 });
    expect(seeded.length).toBeGreaterThan(lots.length);
    scrollListsToEnd();
    const won = recordQueries(O.GetAuctionOrderList);
    renderRoute('/pages/order/auction');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(seeded.length));
    expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(`Order no. ${seeded.at(-1)?.orderNo}`);
    expect(won.map((q) => q.get('pageIndex'))).toEqual(['1', '2']);
  });

  it('filters by the states a won lot can be in, through the address', async () => {
    await signInDemo();
    wonAuction();
    const won = recordQueries(O.GetAuctionOrderList);
    const user = setupUser();
    const { router } = renderRoute('/pages/order/auction');
    const stages = within(await screen.findByRole('group', { name: 'Filter orders by state' }));
    // A lot is never drawn: no draw stage.
    expect(stages.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'To do',
      'Delivery',
      'Closed',
    ]);
    await user.click(stages.getByRole('button', { name: 'To do' }));
    expect(router.state.location.search).toBe('?filter=unclaimed');
    await waitFor(() =>
      expect(query(won.at(-1))).toEqual({ pageIndex: '1', pageSize: '10', itemState: 'unclaimed' }),
    );
    await user.click(stages.getByRole('button', { name: 'Closed' }));
    const closed = within(await screen.findByRole('group', { name: 'Closed' }));
    expect(closed.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sold back', 'Gifted']);
    expect(await screen.findByText('No auctions won yet')).toBeInTheDocument();
  });

  it('says when nothing was won, and shows an error with retry', async () => {
    await signInDemo();
    serve(O.GetAuctionOrderList, null, 500, 'Server busy');
    const user = setupUser();
    renderRoute('/pages/order/auction');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    serve(O.GetAuctionOrderList, { list: [], total: 0 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No auctions won yet')).toBeInTheDocument();
  });
});

describe('auction orders: deposits', () => {
  it('lists the demo’s deposits from the server: one counted towards the lot it won, one refunded', async () => {
    await signInDemo();
    const { list: joined } = await getAuctionList({ pageIndex: 1, pageSize: 10, joined: 1 });
    const won = joined.find((a) => a.deposit_state === 'counted');
    const lost = joined.find((a) => a.deposit_state === 'refunded');
    if (!won?.order_id || !lost) throw new Error('the seed gives the demo a won lot and a refunded deposit');
    renderRoute('/pages/order/auction?tab=deposits');

    const wonCard = await card(won.name);
    expect(wonCard).toHaveTextContent('DepositCN¥50.00');
    expect(within(wonCard).getByText('Counted towards price')).toBeInTheDocument();
    expect(within(wonCard).getByText('Ended')).toBeInTheDocument();
    expect(within(wonCard).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      `/pages/order/auctionDetails?id=${won.order_id}`,
    );
    const lostCard = await card(lost.name);
    expect(lostCard).toHaveTextContent('DepositCN¥39.90');
    expect(within(lostCard).getByText('Deposit refunded')).toBeInTheDocument();
    expect(within(lostCard).queryByRole('link', { name: 'View order' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(joined.length);
  });

  it('lists each deposit with its state and the auction’s, opening the auction', async () => {
    await signInDemo();
    serveDeposits([
      auction(31, 'Jade bracelet', { status: 1, deposit: 'held', securityDeposit: 80 }),
      auction(32, 'Silk scarf', { status: 2, deposit: 'refunded', securityDeposit: 20 }),
      auction(33, 'Tea set', { status: 2, deposit: 'counted', securityDeposit: 50, orderId: 901 }),
      auction(34, 'Old clock', { status: 3, deposit: 'refunded' }),
    ]);
    const joined = recordQueries(A.list);
    const user = setupUser();
    const { router } = renderRoute('/pages/order/auction');
    await user.click(await screen.findByRole('tab', { name: 'Deposits' }));
    expect(router.state.location.search).toBe('?tab=deposits');
    expect(router.state.historyAction).toBe('REPLACE');

    const held = await card('Jade bracelet');
    expect(query(joined[0])).toEqual({ pageIndex: '1', pageSize: '10', joined: '1' });
    expect(held).toHaveTextContent('DepositCN¥80.00');
    expect(within(held).getByText('Deposit held')).toBeInTheDocument();
    expect(within(held).getByText('Ongoing')).toBeInTheDocument();
    expect(within(held).getByRole('link')).toHaveAttribute('href', '/pages/index/auction?id=31');

    const refunded = await card('Silk scarf');
    expect(within(refunded).getByText('Deposit refunded')).toBeInTheDocument();
    expect(within(refunded).getByText('Ended')).toBeInTheDocument();
    expect(within(refunded).getAllByRole('link')).toHaveLength(1);

    const counted = await card('Tea set');
    expect(within(counted).getByText('Counted towards price')).toBeInTheDocument();
    expect(within(counted).getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/pages/order/auctionDetails?id=901',
    );
    expect(within(await card('Old clock')).getByText('Not sold')).toBeInTheDocument();
  });

  it('reads the next ten as the list scrolls to its end', async () => {
    await signInDemo();
    serveDeposits(Array.from({ length: 13 }, (_, i) => auction(100 + i, `Lot ${i + 1}`)));
    scrollListsToEnd();
    const joined = recordQueries(A.list);
    renderRoute('/pages/order/auction?tab=deposits');
    expect(await card('Lot 13')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(joined.map((q) => [q.get('pageIndex'), q.get('pageSize'), q.get('joined')])).toEqual([
      ['1', '10', '1'],
      ['2', '10', '1'],
    ]);
  });

  it('says when there are none, and shows an error with retry', async () => {
    await signInDemo();
    serve(A.list, null, 500, 'Server busy');
    const user = setupUser();
    renderRoute('/pages/order/auction?tab=deposits');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    serveDeposits([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No auction deposits yet')).toBeInTheDocument();
  });
});

describe('the ways to the auction orders', () => {
  it('a lot won and not yet claimed waits on the unclaimed page with the prizes', async () => {
    await signInDemo();
    const lot = wonAuction();
    renderRoute('/pages/order/unclaimed');
    const prizes = within(await screen.findByRole('region', { name: 'Prizes to claim' }));
    const lotCard = await prizes.findByRole('article', { name: nameOf(lot) });
    expect(within(lotCard).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(prizes.getAllByRole('article').length).toBeGreaterThan(1);
  });

  it('the orders hub and the my tab lead there; notices about an auction order open its details', async () => {
    await signInDemo();
    const user = setupUser();
    renderRoute('/pages/order/list');
    expect(await screen.findByRole('link', { name: 'Auctions won and deposits' })).toHaveAttribute(
      'href',
      '/pages/order/auction',
    );
    const my = renderRoute('/pages/my/index');
    await user.click(await within(my.container).findByRole('button', { name: 'Auction orders' }));
    await waitFor(() => expect(my.router.state.location.pathname).toBe('/pages/order/auction'));
    const { noticeLink } = await import('../../src/features/messages/noticeLinks');
    const { list: notices } = await getMyNoticeList({ pageIndex: 1, pageSize: 100 });
    const wonNotice = notices.find((n) => n.kind === 'auctionWon');
    expect(wonNotice && noticeLink(wonNotice)).toBe(`/pages/order/auctionDetails?id=${wonNotice?.refId}`);
    const shipped = { id: 1, kind: 'shipped', refId: 77, refKind: 'auction' } as const;
    expect(noticeLink({ ...shipped, title: '', content: '', read: false, createTime: 0 })).toBe(
      '/pages/order/auctionDetails?id=77',
    );
  });
});
