import * as v from 'valibot';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { orderKeys } from '../orders/orderKeys';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { profileKeys } from '../account/profileKeys';
import { pageOf, unread } from '../schemas';
import { Balances, type IdQuery, type PayType, type RankQuery, type RankWindow } from '../shared';
import {
  Buyer,
  Category,
  Comment,
  Goods,
  GoodsDetail,
  Issue,
  IssueDetail,
  NextIssue,
  RankRow,
  ScrollEntry,
  Winner,
  type IssueKind,
  type IssueStatus,
} from './treasureTypes';
import type { PageQuery } from '../types';

export type * from './treasureTypes';

export interface GoodsListQuery extends PageQuery {
  categoryId?: number;
  keyword?: string;
}

export interface IssueListQuery extends PageQuery {
  status?: IssueStatus;
  categoryId?: number;
}

export type GoodsFilter = Omit<GoodsListQuery, 'pageIndex' | 'pageSize'>;
export type IssueFilter = Omit<IssueListQuery, 'pageIndex' | 'pageSize'>;

export interface BuyerQuery extends PageQuery {
  /** issue id */
  id: number;
}

export interface CommentQuery extends PageQuery {
  goodsId: number;
}

/** r: the inviter's code carried by a share link; channel: where the link was opened. */
export interface MarkQuery {
  r: string;
  channel: string;
}

export interface BuyGoodsRequest {
  goodsId: number;
  count: number;
  payType: PayType;
  remark?: string;
}

export interface BuyIssueRequest {
  /** issue id */
  id: number;
  count: number;
  payType: PayType;
}

export interface CommentRequest {
  orderId: number;
  content: string;
  /** URLs from Profile/Upload */
  images: string[];
}

const Purchase = v.object({
  ...Balances.entries,
  orderId: v.number(),
  orderNo: v.string(),
});
export type Purchase = v.InferOutput<typeof Purchase>;

const IssuePurchase = v.object({
  ...Purchase.entries,
  /** the lottery numbers these units hold */
  numbers: v.array(v.string()),
});
export type IssuePurchase = v.InferOutput<typeof IssuePurchase>;

const T = endpoints.Treasure;
const Categories = v.array(Category);
const ScrollEntries = v.array(ScrollEntry);
const RankRows = pageOf(RankRow);
const WinnerRows = pageOf(Winner);
const BuyerRows = pageOf(Buyer);
const CommentRows = pageOf(Comment);
const IssueRows = pageOf(Issue);
const GoodsRows = pageOf(Goods);
/** null when the goods has no round on sale */
const MaybeNextIssue = v.nullable(NextIssue);

export const getCategoryList = () => call(T.GetCategoryList, undefined, { answer: Categories });
export const getLotteryRank = (query: RankQuery) =>
  call(T.GetLotteryRank, { ...query }, { answer: RankRows });
export const getCrowdRank = (query: RankQuery) => call(T.GetCrowdRank, { ...query }, { answer: RankRows });
export const getScrollList = () => call(T.GetScrollList, undefined, { answer: ScrollEntries });
export const getWinnerList = (query: PageQuery) =>
  call(T.GetWinnerList, { ...query }, { answer: WinnerRows });
export const setMark = (query: MarkQuery) => call(T.SetMark, { ...query }, { answer: unread, silent: true });
export const getBuyerList = (query: BuyerQuery) => call(T.GetBuyerList, { ...query }, { answer: BuyerRows });
export const getComments = (query: CommentQuery) =>
  call(T.GetComments, { ...query }, { answer: CommentRows });
export const getCrowdList = (query: IssueListQuery) =>
  call(T.GetCrowdList, { ...query }, { answer: IssueRows });
export const getGoodsInfo = (id: number) => call(T.GetGoodsInfo, { id }, { answer: GoodsDetail });
export const getGoodsList = (query: GoodsListQuery) =>
  call(T.GetGoodsList, { ...query }, { answer: GoodsRows });
export const getTreasureInfo = (id: number) => call(T.GetTreasureInfo, { id }, { answer: IssueDetail });
export const getTreasureList = (query: IssueListQuery) =>
  call(T.GetTreasureList, { ...query }, { answer: IssueRows });
export const redeemPoints = (query: IdQuery) => call(T.RedeemPoints, { ...query }, { answer: Balances });
export const getNextId = (goodsId: number) => call(T.GetNextId, { goodsId }, { answer: MaybeNextIssue });
export const buyCrowd = (body: BuyIssueRequest) => call(T.BuyCrowd, { ...body }, { answer: IssuePurchase });
export const buyGoods = (body: BuyGoodsRequest) => call(T.BuyGoods, { ...body }, { answer: Purchase });
export const buyTreasure = (body: BuyIssueRequest) =>
  call(T.BuyTreasure, { ...body }, { answer: IssuePurchase });
export const commentOrder = (body: CommentRequest) => call(T.Comment, { ...body }, { answer: Comment });

export const treasureKeys = {
  all: ['treasure'] as const,
  categories: () => [...treasureKeys.all, 'categories'] as const,
  goodsList: (query: GoodsListQuery) => [...treasureKeys.all, 'goods', 'list', query] as const,
  goodsPages: (filter: GoodsFilter) => [...treasureKeys.all, 'goods', 'pages', filter] as const,
  goods: (id: number) => [...treasureKeys.all, 'goods', 'detail', id] as const,
  issueList: (kind: IssueKind, query: IssueListQuery) =>
    [...treasureKeys.all, 'issues', kind, query] as const,
  issuePages: (kind: IssueKind, filter: IssueFilter) =>
    [...treasureKeys.all, 'issues', kind, 'pages', filter] as const,
  issue: (id: number) => [...treasureKeys.all, 'issue', id] as const,
  nextIssue: (goodsId: number) => [...treasureKeys.all, 'next', goodsId] as const,
  buyers: (query: BuyerQuery) => [...treasureKeys.all, 'buyers', query] as const,
  buyerPages: (issueId: number) => [...treasureKeys.all, 'buyers', 'pages', issueId] as const,
  commentsAll: () => [...treasureKeys.all, 'comments'] as const,
  comments: (query: CommentQuery) => [...treasureKeys.commentsAll(), query] as const,
  commentPages: (goodsId: number) => [...treasureKeys.commentsAll(), 'pages', goodsId] as const,
  rank: (kind: IssueKind, query: RankQuery) => [...treasureKeys.all, 'rank', kind, query] as const,
  rankPages: (kind: IssueKind, type: RankWindow) =>
    [...treasureKeys.all, 'rank', kind, 'pages', type] as const,
  winners: (query: PageQuery) => [...treasureKeys.all, 'winners', query] as const,
  winnerPages: () => [...treasureKeys.all, 'winners', 'pages'] as const,
  scroll: () => [...treasureKeys.all, 'scroll'] as const,
};

export const categoriesQuery = () =>
  queryOptions({ queryKey: treasureKeys.categories(), queryFn: getCategoryList, staleTime: 5 * 60_000 });
export const goodsListQuery = (query: GoodsListQuery) =>
  queryOptions({ queryKey: treasureKeys.goodsList(query), queryFn: () => getGoodsList(query) });
export const goodsInfoQuery = (id: number) =>
  queryOptions({ queryKey: treasureKeys.goods(id), queryFn: () => getGoodsInfo(id) });
export const treasureListQuery = (query: IssueListQuery) =>
  queryOptions({
    queryKey: treasureKeys.issueList('treasure', query),
    queryFn: () => getTreasureList(query),
  });
export const crowdListQuery = (query: IssueListQuery) =>
  queryOptions({ queryKey: treasureKeys.issueList('crowd', query), queryFn: () => getCrowdList(query) });
export const issueQuery = (id: number) =>
  queryOptions({ queryKey: treasureKeys.issue(id), queryFn: () => getTreasureInfo(id) });
export const nextIssueQuery = (goodsId: number) =>
  queryOptions({ queryKey: treasureKeys.nextIssue(goodsId), queryFn: () => getNextId(goodsId) });
export const buyersQuery = (query: BuyerQuery) =>
  queryOptions({ queryKey: treasureKeys.buyers(query), queryFn: () => getBuyerList(query) });
export const commentsQuery = (query: CommentQuery) =>
  queryOptions({ queryKey: treasureKeys.comments(query), queryFn: () => getComments(query) });
export const lotteryRankQuery = (query: RankQuery) =>
  queryOptions({ queryKey: treasureKeys.rank('treasure', query), queryFn: () => getLotteryRank(query) });
export const crowdRankQuery = (query: RankQuery) =>
  queryOptions({ queryKey: treasureKeys.rank('crowd', query), queryFn: () => getCrowdRank(query) });
export const winnersQuery = (query: PageQuery) =>
  queryOptions({ queryKey: treasureKeys.winners(query), queryFn: () => getWinnerList(query) });
export const scrollQuery = () => queryOptions({ queryKey: treasureKeys.scroll(), queryFn: getScrollList });

export const goodsPages = (filter: GoodsFilter) =>
  pagedQuery(treasureKeys.goodsPages(filter), (page) => getGoodsList({ ...page, ...filter }));
const ISSUE_LIST = { treasure: getTreasureList, crowd: getCrowdList } as const;
export const issuePages = (kind: IssueKind, filter: IssueFilter) =>
  pagedQuery(treasureKeys.issuePages(kind, filter), (page) => ISSUE_LIST[kind]({ ...page, ...filter }));
export const buyerPages = (issueId: number) =>
  pagedQuery(treasureKeys.buyerPages(issueId), (page) => getBuyerList({ ...page, id: issueId }));
export const commentPages = (goodsId: number) =>
  pagedQuery(treasureKeys.commentPages(goodsId), (page) => getComments({ ...page, goodsId }));
const RANK = { treasure: getLotteryRank, crowd: getCrowdRank } as const;
export const rankPages = (kind: IssueKind, type: RankWindow) =>
  pagedQuery(treasureKeys.rankPages(kind, type), (page) => RANK[kind]({ ...page, type }), SMALL_PAGE_SIZE);
export const winnerPages = () => pagedQuery(treasureKeys.winnerPages(), getWinnerList, SMALL_PAGE_SIZE);

/** A purchase of goods, or of units of a treasure-box or crowdfunding issue. */
export interface BuyRequest {
  kind: 'goods' | IssueKind;
  /** goods id or issue id */
  id: number;
  count: number;
  payType: PayType;
}

/** A review changes the goods' reviews and the order (now reviewed) wherever they are listed. */
export function useCommentOrder(goodsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOrder,
    onSuccess: () =>
      invalidate(
        queryClient,
        treasureKeys.commentsAll(),
        treasureKeys.goods(goodsId),
        orderKeys.all,
        profileKeys.ordersAll(),
      ),
  });
}
