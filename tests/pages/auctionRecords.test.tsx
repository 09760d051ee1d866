import { screen, within } from '@testing-library/react';
import type { AuctionBid } from '../../src/api/auctions/auction';
import { formatDateTime, maskName } from '../../src/lib/format';
import { href } from '../../src/lib/href';
import { formatAmount, withCurrency } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { goodsOf } from '../../src/mocks/handlers/treasure/db/issues';
import { AUCTION_LOTS } from '../../src/mocks/handlers/auction/db/seedAuctions';
import { renderRoute } from '../render';
import { auctionDetail, pushUpdate, resetHub, serveAuction, type FakeHub } from './auctionFixtures';
import { signInDemo } from './myMoneyFixtures';

/*
 * One auction's bid records and pictures: a row per bid (who, when, how much), the user's own marked, the
 * newest on top; the gallery the lot's own pictures and nothing else.
 */

const hub = vi.hoisted<FakeHub>(() => ({
  subscriptions: new Set(),
  state: 'idle',
  stateListeners: new Set(),
}));
vi.mock('../../src/socket/connection', async () => (await import('./auctionFixtures')).hubModule(hub));

afterEach(() => resetHub(hub));

const MINUTE = 60_000;
const money = (value: number) => withCurrency(formatAmount(value, 'en'), 'en');
const time = (value: number) => formatDateTime(value, 'en');

const records = () => within(screen.getByRole('region', { name: 'Bid records' }));
const recordRows = () => records().getAllByRole('listitem');
const galleryPictures = () =>
  within(screen.getByRole('region', { name: 'Pictures' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

/** The row says who (masked), when and how much, each in its own place; "you" only on the user's own. */
function expectRow(row: HTMLElement, bid: AuctionBid, mine: boolean) {
  const cells = within(row);
  expect(cells.getByText(maskName(bid.nick_name))).toBeInTheDocument();
  expect(cells.getByText(time(bid.create_time))).toBeInTheDocument();
  expect(cells.getByText(money(bid.price))).toBeInTheDocument();
  expect(cells.queryByText('you') !== null).toBe(mine);
}

describe('the bid records', () => {
  it('show one row per bid, newest first, with name, time and price; the user’s own bids marked', async () => {
    const me = (await signInDemo()).userInfo;
    const now = Date.now();
    const bid = (uid: number, nick_name: string, price: number, ago: number): AuctionBid => ({
      uid,
      nick_name,
      avatar: '',
      price,
      create_time: now - ago * MINUTE,
    });
    const newest = [
      bid(7, 'Sophie Martin', 1300, 2),
      bid(me.uid, me.nickName, 1200, 9),
      bid(7, 'Sophie Martin', 1150, 30),
      bid(me.uid, me.nickName, 1100, 41),
    ];
    // A snapshot listing them out of order still shows the newest on top.
    const [first, second, third, fourth] = newest;
    if (!first || !second || !third || !fourth) throw new Error('four bids');
    serveAuction(
      auctionDetail({
        last_uid: 7,
        nick_name: 'Sophie Martin',
        last_price: 1300,
        bids: [third, first, fourth, second],
      }),
    );
    renderRoute(href('/pages/index/auction', { id: 9001 }));
    await screen.findByRole('heading', { name: 'Bid records' });
    const rows = recordRows();
    expect(rows).toHaveLength(4);
    newest.forEach((one, index) => expectRow(rows[index] as HTMLElement, one, one.uid === me.uid));
    expect(within(rows[0] as HTMLElement).getByText('Leading')).toBeInTheDocument();
    expect(records().getAllByText('Leading')).toHaveLength(1);
    expect(records().queryByText('Sophie Martin')).not.toBeInTheDocument();
  });

  it('put a pushed bid on top, "just now", and it takes the lead', async () => {
    const now = Date.now();
    serveAuction(
      auctionDetail({
        last_uid: 5,
        nick_name: 'Zhang San',
        last_price: 1100,
        bids: [{ uid: 5, nick_name: 'Zhang San', avatar: '', price: 1100, create_time: now - MINUTE }],
      }),
    );
    renderRoute(href('/pages/index/auction', { id: 9001 }));
    await screen.findByRole('heading', { name: 'Bid records' });
    await pushUpdate(hub, { id: 9001, last_price: 1250, last_uid: 8, avatar: '', nick_name: 'Rivalson' });
    const [top, below] = recordRows();
    const pushed = within(top as HTMLElement);
    expect(pushed.getByText('R******n')).toBeInTheDocument();
    expect(pushed.getByText('just now')).toBeInTheDocument();
    expect(pushed.getByText(money(1250))).toBeInTheDocument();
    expect(pushed.getByText('Leading')).toBeInTheDocument();
    expect(within(below as HTMLElement).queryByText('Leading')).not.toBeInTheDocument();
  });

  it('say "Sold" on the top bid of an ended auction (the demo’s won lot, from the fake backend)', async () => {
    const me = (await signInDemo()).userInfo.uid;
    const auction = db().auctions.find((a) => a.drawNumber === AUCTION_LOTS.demoWon);
    if (!auction) throw new Error('the seed has no won lot');
    const bids = db()
      .auctionBids.filter((b) => b.auctionId === auction.id)
      .sort((a, b) => b.createTime - a.createTime);
    renderRoute(href('/pages/index/auction', { id: auction.id }));
    await screen.findByRole('heading', { name: 'Bid records' });
    const rows = recordRows();
    expect(rows).toHaveLength(bids.length);
    bids.forEach((row, index) => {
      const bidder = db().users.find((u) => u.uid === row.uid);
      const shown = { uid: row.uid, nick_name: bidder?.nickName ?? '', avatar: '', price: row.price };
      expectRow(rows[index] as HTMLElement, { ...shown, create_time: row.createTime }, row.uid === me);
    });
    expect(within(rows[0] as HTMLElement).getByText('Sold')).toBeInTheDocument();
    expect(records().queryByText('Leading')).not.toBeInTheDocument();
  });

  it('say there are none before the first bid', async () => {
    serveAuction(auctionDetail());
    renderRoute(href('/pages/index/auction', { id: 9001 }));
    expect(await screen.findByText('No bids yet', { selector: 'p.muted' })).toBeInTheDocument();
    expect(records().queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('the lot’s pictures', () => {
  it('are the ones the auction lists, in order, and no other', async () => {
    const pictures = [
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/gif;base64,R0lGODlhAQABAIAAAP===',
    ];
    serveAuction(auctionDetail({ images: pictures }));
    renderRoute(href('/pages/index/auction', { id: 9001 }));
    await screen.findByRole('heading', { name: 'Vintage Watch' });
    expect(galleryPictures()).toEqual(pictures);
    expect(screen.getByRole('group', { name: 'Picture 2 of 2' })).toBeInTheDocument();
  });

  it('are the thumbnail alone when the auction lists none', async () => {
    const thumbnail = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    serveAuction(auctionDetail({ thumbnail, images: [] }));
    renderRoute(href('/pages/index/auction', { id: 9001 }));
    await screen.findByRole('heading', { name: 'Vintage Watch' });
    expect(galleryPictures()).toEqual([thumbnail]);
  });

  it.each(Object.values(AUCTION_LOTS))(
    'of the seeded %s are its product’s own picture, not the shop’s promises',
    async (lot) => {
      const auction = db().auctions.find((a) => a.drawNumber === lot);
      if (!auction) throw new Error(`the seed has no auction ${lot}`);
      const goods = goodsOf(db(), auction.goodsId);
      renderRoute(href('/pages/index/auction', { id: auction.id }));
      await screen.findByRole('heading', { name: auction.name });
      const shown = galleryPictures();
      expect(shown).toEqual([expect.stringMatching(new RegExp(`${goods.thumbnail}$`))]);
      for (const other of goods.images.filter((picture) => picture !== goods.thumbnail))
        expect(shown.some((src) => src?.endsWith(other))).toBe(false);
    },
  );
});
