import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { maskName } from '../../src/lib/format';
import { href } from '../../src/lib/href';
import { server } from '../../src/mocks/node';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import {
  auctionListeners,
  auctionRow,
  dropSocket,
  pushUpdate,
  reconnect,
  resetHub,
  serveAuctionList,
  type FakeHub,
} from './auctionFixtures';
import { servePages, signInDemo } from './myMoneyFixtures';

const hub = vi.hoisted<FakeHub>(() => ({
  subscriptions: new Set(),
  state: 'idle',
  stateListeners: new Set(),
}));
vi.mock('../../src/socket/connection', async () => (await import('./auctionFixtures')).hubModule(hub));

afterEach(() => resetHub(hub));

const A = endpoints.Auction;
const LIST = href('/pages/index/auction');
const HOUR = 3_600_000;

/** An auction's card, found by its name. */
const cardOf = (name: string) => within(screen.getByText(name).closest('article') as HTMLElement);
const card = async (name: string) => {
  await screen.findByText(name);
  return cardOf(name);
};

describe('the auction list', () => {
  it('opens on the ongoing auctions: picture, name, price, evaluation, bidders, time left', async () => {
    const asked = serveAuctionList({
      '1': [auctionRow({ last_price: 1234.5, participants: 7, end_time: Date.now() + 2 * HOUR + 5000 })],
    });
    renderRoute(LIST);
    const row = await card('Vintage Watch');
    expect(row.getByText('Current price')).toBeInTheDocument();
    expect(row.getByText('CN¥1,234.50')).toBeInTheDocument();
    expect(row.getByText('Evaluation price CN¥5,000.00')).toBeInTheDocument();
    expect(row.getByText('Bidders: 7')).toBeInTheDocument();
    expect(row.getByRole('timer')).toHaveTextContent(/^02:00:0\d$/);
    expect(row.getByRole('link')).toHaveAttribute('href', href('/pages/index/auction', { id: 9001 }));
    expect(asked[0]?.get('status')).toBe('1');
    expect(asked[0]?.get('pageSize')).toBe('20');
    expect(screen.getByRole('tab', { name: 'Ongoing', selected: true })).toBeInTheDocument();
  });

  it('lists upcoming auctions with their start, and closed ones (status 2) with how they closed', async () => {
    const start = Date.now() + 5 * HOUR;
    const asked = serveAuctionList({
      '0': [auctionRow({ id: 1, name: 'Jade Vase', status: 0, start_time: start, end_time: start + HOUR })],
      '2': [
        auctionRow({
          id: 2,
          name: 'Old Coin',
          status: 2,
          last_price: 900,
          last_uid: 3,
          nick_name: 'Collector',
        }),
        auctionRow({ id: 3, name: 'Tea Set', status: 3 }),
      ],
    });
    const user = setupUser();
    const { router } = renderRoute(LIST);
    await screen.findByText('No auction is running now');
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const vase = await card('Jade Vase');
    expect(vase.getByText(/^Starts /)).toBeInTheDocument();
    expect(vase.getByText('Starting bid')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=upcoming');
    await user.click(screen.getByRole('tab', { name: 'Ended' }));
    const coin = await card('Old Coin');
    expect(coin.getByText('Final price')).toBeInTheDocument();
    expect(coin.getByText('CN¥900.00')).toBeInTheDocument();
    expect(coin.getByText('Sold to C******r')).toBeInTheDocument();
    expect(cardOf('Tea Set').getByText('Not sold')).toBeInTheDocument();
    expect(asked.map((query) => query.get('status'))).toEqual(['1', '0', '2']);
  });

  it('marks an auction the user won as theirs among the closed ones', async () => {
    const me = (await signInDemo()).userInfo;
    serveAuctionList({
      '2': [
        auctionRow({ id: 2, name: 'Old Coin', status: 2, last_uid: me.uid, nick_name: me.nickName }),
        auctionRow({ id: 3, name: 'Jade Vase', status: 2, last_uid: 3, nick_name: 'Collector' }),
      ],
    });
    renderRoute(href('/pages/index/auction', { tab: 'ended' }));
    const mine = await card('Old Coin');
    expect(mine.getByText(/^Sold to /)).toHaveTextContent(`Sold to ${maskName(me.nickName)} you`);
    expect(cardOf('Jade Vase').getByText(/^Sold to /)).toHaveTextContent(/^Sold to C\*+r$/);
  });

  it('shows an empty tab in words', async () => {
    serveAuctionList({});
    renderRoute(href('/pages/index/auction', { tab: 'ended' }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No auction has closed yet');
  });

  it('a failed load offers a retry', async () => {
    serveAuctionList({ '1': [auctionRow()] });
    server.use(
      http.get(`*${A.list.path}`, () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null }), {
        once: true,
      }),
    );
    const user = setupUser();
    renderRoute(LIST);
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Server busy');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Vintage Watch')).toBeInTheDocument();
  });

  it('loads 20 a page as it scrolls', async () => {
    scrollListsToEnd();
    const rows = Array.from({ length: 25 }, (_, index) =>
      auctionRow({ id: index + 1, name: `Lot ${index + 1}` }),
    );
    const asked = servePages(A.list, rows);
    renderRoute(LIST);
    expect(await screen.findByText('Lot 25')).toBeInTheDocument();
    expect(asked.map((query) => query.get('pageIndex'))).toEqual(['1', '2']);
    expect(screen.getAllByRole('article')).toHaveLength(25);
  });

  it('moves a card price as bids are pushed; a lower one pushed late never replaces it', async () => {
    serveAuctionList({ '1': [auctionRow(), auctionRow({ id: 9002, name: 'Jade Vase' })] });
    renderRoute(LIST);
    const row = await card('Vintage Watch');
    await pushUpdate(hub, { id: 9001, last_price: 1500, last_uid: 4, avatar: '', nick_name: 'Bidder' });
    expect(row.getByText('CN¥1,500.00')).toBeInTheDocument();
    await pushUpdate(hub, { id: 9001, last_price: 1200, last_uid: 5, avatar: '', nick_name: 'Late' });
    expect(row.getByText('CN¥1,500.00')).toBeInTheDocument();
    expect(cardOf('Jade Vase').getByText('CN¥1,000.00')).toBeInTheDocument();
  });

  it('listens to the pushes once for the whole list, not once a card', async () => {
    const rows = [1, 2, 3].map((id) => auctionRow({ id, name: `Lot ${id}` }));
    serveAuctionList({ '1': rows });
    const { unmount } = renderRoute(LIST);
    await screen.findByText('Lot 3');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(auctionListeners(hub)).toBe(1);
    unmount();
    expect(auctionListeners(hub)).toBe(0);
  });

  it('says when the socket is down, and reads the list again on reconnect', async () => {
    const asked = serveAuctionList({ '1': [auctionRow()] });
    renderRoute(LIST);
    await card('Vintage Watch');
    dropSocket(hub);
    expect(screen.getByRole('status')).toHaveTextContent('Live updates lost. Reconnecting…');
    serveAuctionList({ '1': [auctionRow({ last_price: 1700 })] });
    reconnect(hub);
    expect(await screen.findByText('CN¥1,700.00')).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
  });

  it('a card that reaches zero says "closing…" and the list is read again until it is closed', async () => {
    let rows = [auctionRow({ end_time: Date.now() + 800 })];
    server.use(
      http.get(`*${A.list.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: rows, total: rows.length } }),
      ),
    );
    renderRoute(LIST);
    const row = await card('Vintage Watch');
    expect(await row.findByText('Closing…', {}, { timeout: 2500 })).toBeInTheDocument();
    rows = [];
    expect(await screen.findByText('No auction is running now', {}, { timeout: 3500 })).toBeInTheDocument();
    await act(() => Promise.resolve());
  });
});
