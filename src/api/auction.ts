import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { Page, PageQuery } from './types';

/** 0 reserved (announced, not started), 1 ongoing, 2 ended. */
export type AuctionStatus = 0 | 1 | 2;

export interface Auction {
  id: number;
  goods_id: number;
  name: string;
  thumbnail: string;
  /** server HTML */
  describe: string;
  /** the lot number */
  draw_number: string;
  starting_bid_price: number;
  evaluation_price: number;
  security_deposit: number;
  /** the highest bid so far; starting_bid_price before the first bid */
  last_price: number;
  /** the highest bidder: last_uid 0, empty avatar and nick_name before the first bid */
  last_uid: number;
  avatar: string;
  nick_name: string;
  participants: number;
  start_time: number;
  end_time: number;
  /** seconds left until start_time while reserved, until end_time while ongoing, 0 once ended */
  seconds: number;
  status: AuctionStatus;
}

/** The fields the socket's auctionUpdateResponse carries. */
export type AuctionUpdate = Pick<Auction, 'id' | 'last_price' | 'last_uid' | 'avatar' | 'nick_name'>;

export interface AuctionBid {
  uid: number;
  nick_name: string;
  avatar: string;
  price: number;
  create_time: number;
}

export interface AuctionDetail extends Auction {
  images: string[];
  /** newest first, at most 20 */
  bids: AuctionBid[];
  deposit_paid: boolean;
}

export interface AuctionListQuery extends PageQuery {
  status?: AuctionStatus;
}

export interface BidRequest {
  id: number;
  price: number;
}

export interface DepositResult {
  balance: number;
}

const A = endpoints.Auction;

export const getAuctionDetail = (id: number) => call<AuctionDetail>(A.detail, { id });
export const getAuctionList = (query: AuctionListQuery) => call<Page<Auction>>(A.list, { ...query });
export const placeBid = (body: BidRequest) => call<Auction>(A.bid, { ...body });
export const payDeposit = (id: number) => call<DepositResult>(A.deposit, { id });

export const auctionKeys = {
  all: ['auction'] as const,
  list: (query: AuctionListQuery) => [...auctionKeys.all, 'list', query] as const,
  detail: (id: number) => [...auctionKeys.all, 'detail', id] as const,
};

export const auctionListQuery = (query: AuctionListQuery) =>
  queryOptions({ queryKey: auctionKeys.list(query), queryFn: () => getAuctionList(query) });
export const auctionDetailQuery = (id: number) =>
  queryOptions({ queryKey: auctionKeys.detail(id), queryFn: () => getAuctionDetail(id) });
