import { useCallback } from 'react';
import * as v from 'valibot';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { measured } from '../../lib/serverClock';
import {
  detailWithAnswer,
  keepPushedDetail,
  keepPushedPages,
  sharedKeeping,
  type BidRecord,
} from './auctionStanding';
import { invalidate, patchMe, refreshMe } from '../cache';
import { call, type CallOptions } from '../client';
import * as endpoints from '../endpoints';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { profileKeys } from '../account/profileKeys';
import type { Trace } from '../sendTrace';
import type { PageQuery } from '../types';
import { pageOf, time } from '../schemas';

/**
 * 0 upcoming (announced, not started), 1 ongoing, 2 ended — sold to the last bidder, 3 reserved — closed
 * without a sale (no bid reached the starting price, or the platform held the lot back).
 */
const AuctionStatus = v.picklist([0, 1, 2, 3]);
export type AuctionStatus = v.InferOutput<typeof AuctionStatus>;

/** The signed-in user's deposit in one auction: none paid, held while it runs, refunded, counted towards the price. */
const DepositState = v.picklist(['none', 'held', 'refunded', 'counted']);
export type DepositState = v.InferOutput<typeof DepositState>;

const Auction = v.object({
  id: v.number(),
  goods_id: v.number(),
  name: v.string(),
  thumbnail: v.string(),
  /** server HTML */
  describe: v.string(),
  /** the lot number */
  draw_number: v.string(),
  starting_bid_price: v.number(),
  evaluation_price: v.number(),
  /** evaluation_price × auction_security_deposit_ratio */
  security_deposit: v.number(),
  /** the highest bid so far; starting_bid_price before the first bid */
  last_price: v.number(),
  /** the highest bidder: last_uid 0, empty avatar and nick_name before the first bid */
  last_uid: v.number(),
  avatar: v.string(),
  nick_name: v.string(),
  /** people who paid the deposit */
  participants: v.number(),
  start_time: time,
  end_time: time,
  /** seconds left until start_time while upcoming, until end_time while ongoing, 0 once closed */
  seconds: v.number(),
  status: AuctionStatus,
  /** the server's clock when it wrote this answer (ms): countdowns run on it, not on the device's */
  server_time: time,
  /** the signed-in user's deposit ('none' for guests) */
  deposit_state: DepositState,
  /** the signed-in user's order once they won it (status 2, they were the last bidder), else null */
  order_id: v.nullable(v.number()),
});
export type Auction = v.InferOutput<typeof Auction>;

/** What the socket's auctionUpdateResponse carries: the spec's fields, as a bid was accepted. */
export type AuctionUpdate = Pick<Auction, 'id' | 'last_price' | 'last_uid' | 'avatar' | 'nick_name'>;

const AuctionBid = v.object({
  uid: v.number(),
  nick_name: v.string(),
  avatar: v.string(),
  price: v.number(),
  create_time: time,
});
export type AuctionBid = v.InferOutput<typeof AuctionBid>;

const AuctionDetail = v.object({
  ...Auction.entries,
  images: v.array(v.string()),
  /** newest first, at most 20, as the server lists them */
  bids: v.array(AuctionBid),
});
/** Auction/detail's answer as the app holds it: the server's, with the bids pushed since among `bids`. */
export type AuctionDetail = Omit<v.InferOutput<typeof AuctionDetail>, 'bids'> & {
  /**
   * newest first, at most 20, as the server lists them; in the cache, a bid pushed since joins on top with
   * `create_time` null until the next read lists it (src/api/auctionStanding.ts)
   */
  bids: BidRecord[];
};

/** `status` 2 lists the closed ones, ended and reserved; `joined` only those the user paid a deposit in. */
export interface AuctionListQuery extends PageQuery {
  status?: 0 | 1 | 2;
  joined?: 1;
}

export interface BidRequest {
  id: number;
  /** at least last_price + evaluation_price × auction_bid_ratio (rounded up to the cent) */
  price: number;
}

export interface DepositRequest {
  id: number;
  pay_password: string;
}

const DepositResult = v.object({
  balance: v.number(),
});
export type DepositResult = v.InferOutput<typeof DepositResult>;

const A = endpoints.Auction;
const AuctionRows = pageOf(Auction);

// Every answer that carries auctions sets the server's clock (decision 0035): countdowns run on it.
export const getAuctionDetail = (id: number, options?: CallOptions): Promise<AuctionDetail> =>
  measured(
    () => call(A.detail, { id }, { ...options, answer: AuctionDetail }),
    (auction) => auction?.server_time,
  );
export const getAuctionList = (query: AuctionListQuery) =>
  measured(
    () => call(A.list, { ...query }, { answer: AuctionRows }),
    (page) => page?.list?.[0]?.server_time,
  );
/**
 * How long a bid's answer is awaited (decision 0035): the spec's 100 s would leave the button on "sending…";
 * past this the answer counts as lost, and the auction is read to learn whether the bid went through.
 */
export const BID_TIMEOUT_MS = 15_000;

export const placeBid = (body: BidRequest, options?: CallOptions) =>
  measured(
    () => call(A.bid, { ...body }, { ...options, answer: Auction }),
    (auction) => auction?.server_time,
  );
export const payDeposit = (body: DepositRequest) => call(A.deposit, { ...body }, { answer: DepositResult });

export type AuctionListFilter = Omit<AuctionListQuery, 'pageIndex' | 'pageSize'>;

export const auctionKeys = {
  all: ['auction'] as const,
  /** every paged list of auctions by status */
  allPages: () => [...auctionKeys.all, 'pages'] as const,
  pages: (filter: AuctionListFilter) => [...auctionKeys.allPages(), filter] as const,
  detail: (id: number) => [...auctionKeys.all, 'detail', id] as const,
  /** the auctions the user paid a deposit in, read page by page */
  joined: () => [...auctionKeys.all, 'joined'] as const,
};

/**
 * Every query that holds auctions merges its answer with what the cache holds (decision 0068): a read that
 * left before a push came in never lowers the price the push put there.
 */
export const auctionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: auctionKeys.detail(id),
    queryFn: () => getAuctionDetail(id),
    structuralSharing: sharedKeeping(keepPushedDetail<AuctionDetail>),
  });

const keepPushedRows = sharedKeeping(keepPushedPages<Auction>);

/** Auctions, 20 a page: upcoming (0), ongoing (1) or closed (2: ended and reserved). */
export const auctionPages = (filter: AuctionListFilter) => ({
  ...pagedQuery(auctionKeys.pages(filter), (page) => getAuctionList({ ...filter, ...page })),
  structuralSharing: keepPushedRows,
});

/**
 * Pays an auction's deposit (with the payment password): the balance it leaves is the user's at once, and
 * the auction (its participants, the user's deposit state) and the ledger are read again.
 */
export function useDepositMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDeposit,
    onSuccess: ({ balance }) => {
      patchMe(queryClient, { balance });
      invalidate(queryClient, auctionKeys.all, profileKeys.ledgerAll());
    },
  });
}

/**
 * Places a bid, quietly: the bid panel says a refusal in the server's words and handles a lost answer itself
 * (it reads the auction again, never resends). The answer is the auction as it now stands.
 */
export function useBidMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BidRequest) => placeBid(body, { silent: true, timeout: BID_TIMEOUT_MS }),
    onSuccess: (auction) => {
      queryClient.setQueryData<AuctionDetail>(auctionKeys.detail(auction.id), (detail) =>
        detail ? detailWithAnswer(detail, auction) : detail,
      );
      invalidate(queryClient, auctionKeys.all);
    },
  });
}

/**
 * Reads an auction straight from the server, quietly, and keeps the answer as its cached copy: what a bid
 * whose answer was lost checks against (a read already on its way may predate the bid, so it is not shared).
 */
export function useReadAuction() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      const auction = await getAuctionDetail(id, { silent: true });
      queryClient.setQueryData<AuctionDetail>(auctionKeys.detail(id), (held) =>
        keepPushedDetail(held, auction),
      );
      return auction;
    },
    [queryClient],
  );
}

/**
 * After a deposit's lost answer (issue 32): the auction read again says whether the user's deposit is there
 * (held, or already refunded or counted), with the balance and the ledger read again. The deposit carries no
 * request id, and there is one per user and auction: nothing needs to be read before it is sent.
 */
export function useDepositTrace(id: number): Trace<AuctionDetail> {
  const queryClient = useQueryClient();
  const read = useReadAuction();
  return async () => {
    const auction = await read(id);
    void refreshMe(queryClient);
    invalidate(queryClient, profileKeys.ledgerAll());
    return auction.deposit_state === 'none' ? null : auction;
  };
}

/** The auctions the user paid a deposit in, latest deposit first, ten a page as the user's order lists. */
export const joinedAuctionPages = () => ({
  ...pagedQuery(auctionKeys.joined(), (page) => getAuctionList({ ...page, joined: 1 }), SMALL_PAGE_SIZE),
  structuralSharing: keepPushedRows,
});
