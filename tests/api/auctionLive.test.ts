import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  auctionDetailQuery,
  auctionKeys,
  auctionPages,
  joinedAuctionPages,
  type Auction,
  type AuctionDetail,
  type AuctionUpdate,
} from '../../src/api/auctions/auction';
import { applyAuctionUpdate } from '../../src/api/auctions/auctionLive';
import { RECORDS_HELD } from '../../src/api/auctions/auctionStanding';
import type { Page } from '../../src/api/types';
import { auctionDetail, auctionRow, serveAuction, serveAuctionList } from '../pages/auctionFixtures';

/*
 * Pushed bids in the query cache (decision 0068): one push lands in the auction's detail and in its row of every
 * paged list; a lower price never replaces a higher one, whether it comes by push or by a read that left before.
 */

type Pages = InfiniteData<Page<Auction> | null, unknown>;

const RIVAL: AuctionUpdate = {
  id: 9001,
  last_price: 1400,
  last_uid: 8,
  avatar: 'r.png',
  nick_name: 'Rivalson',
};
const ONGOING = auctionPages({ status: 1 });
const JOINED = joinedAuctionPages();

/** A cache holding auction 9001's detail and two list pages (9001 on the second), as the screens fill it. */
function filledCache(detail: Partial<AuctionDetail> = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(auctionKeys.detail(9001), auctionDetail(detail));
  const pages: Pages = {
    pages: [
      { list: [auctionRow({ id: 1, name: 'Jade Vase' })], total: 2 },
      { list: [auctionRow({ id: 9001 })], total: 2 },
    ],
    pageParams: [1, 2],
  };
  queryClient.setQueryData(ONGOING.queryKey, pages);
  queryClient.setQueryData(JOINED.queryKey, { pages: [{ list: [auctionRow()], total: 1 }], pageParams: [1] });
  const detailOf = () => queryClient.getQueryData<AuctionDetail>(auctionKeys.detail(9001));
  const rowOf = (key: readonly unknown[] = ONGOING.queryKey) =>
    queryClient
      .getQueryData<Pages>(key)
      ?.pages.flatMap((page) => page?.list ?? [])
      .find((row) => row.id === 9001);
  return { queryClient, detailOf, rowOf, pages };
}

describe('a pushed bid', () => {
  it('moves the detail and every list row of that auction, infinite pages and the deposits included', () => {
    const { queryClient, detailOf, rowOf, pages } = filledCache();
    applyAuctionUpdate(queryClient, RIVAL);
    expect(detailOf()).toMatchObject({
      last_price: 1400,
      last_uid: 8,
      nick_name: 'Rivalson',
      avatar: 'r.png',
    });
    expect(rowOf()).toMatchObject({ last_price: 1400, last_uid: 8, nick_name: 'Rivalson' });
    expect(rowOf(JOINED.queryKey)).toMatchObject({ last_price: 1400, last_uid: 8 });
    // The page that does not hold it is the same object: nothing on it renders again.
    expect(queryClient.getQueryData<Pages>(ONGOING.queryKey)?.pages[0]).toBe(pages.pages[0]);
  });

  it('goes on top of the records, "just now" (no time), once however often it is pushed', () => {
    const { queryClient, detailOf } = filledCache({
      last_price: 1100,
      last_uid: 5,
      bids: [{ uid: 5, nick_name: 'Zhang San', avatar: '', price: 1100, create_time: Date.now() }],
    });
    applyAuctionUpdate(queryClient, RIVAL);
    applyAuctionUpdate(queryClient, RIVAL);
    expect(detailOf()?.bids.map((bid) => [bid.price, bid.create_time])).toEqual([
      [1400, null],
      [1100, expect.any(Number)],
    ]);
  });

  it('keeps the records to the 20 the server lists, dropping the oldest', () => {
    const bids = Array.from({ length: RECORDS_HELD }, (_, index) => ({
      uid: 5,
      nick_name: 'Zhang San',
      avatar: '',
      price: 1000 + index,
      create_time: Date.now() - (RECORDS_HELD - index) * 1000,
    }));
    const { queryClient, detailOf } = filledCache({ last_price: 1019, last_uid: 5, bids });
    applyAuctionUpdate(queryClient, RIVAL);
    const prices = detailOf()?.bids.map((bid) => bid.price);
    expect(prices).toHaveLength(RECORDS_HELD);
    expect(prices?.[0]).toBe(1400);
    expect(prices).not.toContain(1000);
  });

  it('lower than the price held (a late push) changes nothing, not even an object', () => {
    const { queryClient, detailOf, rowOf } = filledCache();
    applyAuctionUpdate(queryClient, RIVAL);
    const detail = detailOf();
    const row = rowOf();
    applyAuctionUpdate(queryClient, { ...RIVAL, last_price: 1300, last_uid: 5, nick_name: 'Late' });
    applyAuctionUpdate(queryClient, { ...RIVAL, last_price: 1400, last_uid: 5, nick_name: 'Same price' });
    expect(detailOf()).toBe(detail);
    expect(rowOf()).toBe(row);
    expect(detailOf()?.nick_name).toBe('Rivalson');
  });

  it('of another auction leaves this one alone, and writes no cache entry for an auction not held', () => {
    const { queryClient, detailOf } = filledCache();
    applyAuctionUpdate(queryClient, { ...RIVAL, id: 12 });
    expect(detailOf()?.last_price).toBe(1000);
    expect(queryClient.getQueryData(auctionKeys.detail(12))).toBeUndefined();
  });
});

describe('a read that left before a push came in', () => {
  it('keeps the pushed price, leader and record over the older detail it answers', async () => {
    const { queryClient, detailOf } = filledCache();
    applyAuctionUpdate(queryClient, RIVAL);
    // The server answers what it had before the rival's bid, and a participant more since.
    serveAuction(auctionDetail({ participants: 4 }));
    await queryClient.fetchQuery({ ...auctionDetailQuery(9001), staleTime: 0 });
    expect(detailOf()).toMatchObject({ last_price: 1400, nick_name: 'Rivalson', participants: 4 });
    expect(detailOf()?.bids.map((bid) => bid.price)).toEqual([1400]);
  });

  it('takes a newer answer whole: its price, and its records in place of the pushed ones', async () => {
    const { queryClient, detailOf } = filledCache();
    applyAuctionUpdate(queryClient, RIVAL);
    const listed = { uid: 8, nick_name: 'Rivalson', avatar: 'r.png', create_time: Date.now() };
    serveAuction(
      auctionDetail({
        ...RIVAL,
        last_price: 1500,
        bids: [
          { ...listed, price: 1500 },
          { ...listed, price: 1400 },
        ],
      }),
    );
    await queryClient.fetchQuery({ ...auctionDetailQuery(9001), staleTime: 0 });
    expect(detailOf()?.last_price).toBe(1500);
    expect(detailOf()?.bids.map((bid) => bid.create_time === null)).toEqual([false, false]);
  });

  it('keeps a pushed price over an older list page, and takes a newer one', async () => {
    const { queryClient, rowOf } = filledCache();
    applyAuctionUpdate(queryClient, RIVAL);
    serveAuctionList({ '1': [auctionRow({ participants: 9 })] });
    await queryClient.fetchInfiniteQuery({ ...ONGOING, staleTime: 0 });
    expect(rowOf()).toMatchObject({ last_price: 1400, nick_name: 'Rivalson', participants: 9 });
    serveAuctionList({ '1': [auctionRow({ last_price: 1600, last_uid: 3, nick_name: 'Collector' })] });
    await queryClient.fetchInfiniteQuery({ ...ONGOING, staleTime: 0 });
    expect(rowOf()).toMatchObject({ last_price: 1600, nick_name: 'Collector' });
  });
});
