import { useCallback } from 'react';
import * as v from 'valibot';
import { queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { measured, serverNow } from '../../lib/serverClock';
import { invalidate, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { PAGE_SIZE, pagedQuery, rowsPageByPage } from '../paging';
import { stakeDeadline } from './rules/stakeDeadline';
import type { IdQuery } from '../shared';
import { walletKeys, type SendId } from '../wallet/wallet';
import type { Page, PageQuery } from '../types';
import { maybeTime, pageOf, time } from '../schemas';

/** 0 to pay (lapses at pay_expire_time), 1 created (running until maturity), 2 settled at maturity. */
const StakeStatus = v.picklist([0, 1, 2]);
export type StakeStatus = v.InferOutput<typeof StakeStatus>;

const StakePlan = v.object({
  /** days */
  term: v.number(),
  /** paid on top of the amount at maturity: 0.12 → 12 % */
  settle_ratio: v.number(),
  min_amount: v.number(),
});
export type StakePlan = v.InferOutput<typeof StakePlan>;

const Stake = v.object({
  id: v.number(),
  order_no: v.string(),
  /** the wallet account it is paid from and returns to */
  wallet_id: v.number(),
  /** QC */
  amount: v.number(),
  term: v.number(),
  settle_ratio: v.number(),
  status: StakeStatus,
  create_time: time,
  pay_expire_time: time,
  start_time: maybeTime,
  maturity_time: maybeTime,
  /** amount × (1 + settle_ratio) */
  settle_amount: v.number(),
  settle_time: maybeTime,
  /** daily payouts so far */
  income: v.number(),
  /** the server's clock when it answered (for countdowns, as auctions) */
  server_time: time,
});
export type Stake = v.InferOutput<typeof Stake>;

const StakePage = v.object({
  plans: v.array(StakePlan),
  /** server HTML */
  rules: v.string(),
  qc_price_usdt: v.number(),
  /** a running stake's daily payout: this share of its amount (0.0005) */
  daily_ratio: v.number(),
});
export type StakePage = v.InferOutput<typeof StakePage>;

const StakeCounts = v.object({
  /** all users */
  total_staked: v.number(),
  my_staked: v.number(),
  my_income: v.number(),
  today_income: v.number(),
  active_count: v.number(),
  /** when the user's running stake that matures first does; null with none running */
  next_maturity: maybeTime,
});
export type StakeCounts = v.InferOutput<typeof StakeCounts>;

/** Whether the user may stake now: staking is open and they have a wallet to pay from. */
const StakeGate = v.object({
  open: v.boolean(),
  has_wallet: v.boolean(),
  unpaid_count: v.number(),
});
export type StakeGate = v.InferOutput<typeof StakeGate>;

export interface StakeListQuery extends PageQuery {
  status?: StakeStatus;
}

const CirculationDay = v.object({
  /** start of the day */
  date: time,
  circulating: v.number(),
  staked: v.number(),
});
export type CirculationDay = v.InferOutput<typeof CirculationDay>;

/** daily: a running stake's payout at a server day's start; settle: its return at maturity. */
const StakeRewardKind = v.picklist(['daily', 'settle']);
export type StakeRewardKind = v.InferOutput<typeof StakeRewardKind>;

/** Stake income (增发): a daily payout of a running stake or the return it settled with. */
const StakeReward = v.object({
  id: v.number(),
  stake_id: v.number(),
  order_no: v.string(),
  kind: StakeRewardKind,
  amount: v.number(),
  create_time: time,
});
export type StakeReward = v.InferOutput<typeof StakeReward>;

export interface CreateStakeRequest extends SendId {
  wallet_id: number;
  amount: number;
  term: number;
}

const StakePayInfo = v.object({
  id: v.number(),
  amount: v.number(),
  wallet_id: v.number(),
  /** the wallet's QC balance */
  balance: v.number(),
  pay_expire_time: time,
});
export type StakePayInfo = v.InferOutput<typeof StakePayInfo>;

export interface CheckPayRequest extends IdQuery {
  pay_password: string;
}

const S = endpoints.Stakes;
const CirculationDayRows = pageOf(CirculationDay);
const StakeRewardRows = pageOf(StakeReward);
const StakeRows = pageOf(Stake);

export const getCirculationList = (query: PageQuery) =>
  call(S.getLiutongList, { ...query }, { answer: CirculationDayRows });
export const getStakePage = () => call(S.getPageData, undefined, { answer: StakePage });
export const getStakesStatus = () => call(S.getStakesStatus, undefined, { answer: StakeGate });
// Every answer that carries stakes sets the server's clock (decision 0035): maturities and lapses count down on it.
const stakesMeasured = (request: () => Promise<Page<Stake>>) =>
  measured(request, (page) => page?.list?.[0]?.server_time);
export const getStakeList = (query: StakeListQuery) =>
  stakesMeasured(() => call(S.getTotalList, { ...query }, { answer: StakeRows }));
export const getStakeRewards = (query: PageQuery) =>
  call(S.getZfList, { ...query }, { answer: StakeRewardRows });
export const getStakeCounts = () => call(S.indexCt, undefined, { answer: StakeCounts });
export const getSettledStakes = (query: PageQuery) =>
  stakesMeasured(() => call(S.settleList, { ...query }, { answer: StakeRows }));
export const getUnpaidStakes = (query: PageQuery) =>
  stakesMeasured(() => call(S.unpaidList, { ...query }, { answer: StakeRows }));
/** Pays a stake that is to pay from its wallet's QC; it starts running at once. */
export const checkStakePay = (body: CheckPayRequest) => call(S.checkPay, { ...body }, { answer: Stake });
export const getStakePayInfo = (id: number) => call(S.payInfo, { id }, { answer: StakePayInfo });
export const createStake = (body: CreateStakeRequest) =>
  measured(
    () => call(S.stakes, { ...body }, { answer: Stake }),
    (stake) => stake?.server_time,
  );

/** How often stakes past their deadline are read again until the server has lapsed or settled them. */
export const STAKE_POLL_MS = 2000;
const pastDeadline = (pages: readonly (Page<Stake> | null)[] | undefined) => {
  const now = serverNow();
  return (
    pages?.some((page) =>
      page?.list?.some((stake) => {
        const deadline = stakeDeadline(stake);
        return deadline !== null && deadline <= now;
      }),
    ) ?? false
  );
};

/** Read again while a stake on show is past its deadline and the server has not yet moved it on. */
const untilMovedOn = {
  page: (query: { state: { data: Page<Stake> | undefined } }) =>
    pastDeadline(query.state.data ? [query.state.data] : undefined) ? STAKE_POLL_MS : false,
  pages: (query: { state: { data: InfiniteData<Page<Stake> | null> | undefined } }) =>
    pastDeadline(query.state.data?.pages) ? STAKE_POLL_MS : false,
};

export const stakeKeys = {
  all: ['stakes'] as const,
  page: () => [...stakeKeys.all, 'page'] as const,
  counts: () => [...stakeKeys.all, 'counts'] as const,
  gate: () => [...stakeKeys.all, 'gate'] as const,
  list: (query: StakeListQuery) => [...stakeKeys.all, 'list', query] as const,
  settled: (query: PageQuery) => [...stakeKeys.all, 'settled', query] as const,
  unpaid: (query: PageQuery) => [...stakeKeys.all, 'unpaid', query] as const,
  payInfo: (id: number) => [...stakeKeys.all, 'payInfo', id] as const,
  rewards: (query: PageQuery) => [...stakeKeys.all, 'rewards', query] as const,
  circulation: (query: PageQuery) => [...stakeKeys.all, 'circulation', query] as const,
};

export const stakePageQuery = () => queryOptions({ queryKey: stakeKeys.page(), queryFn: getStakePage });
export const stakeCountsQuery = () => queryOptions({ queryKey: stakeKeys.counts(), queryFn: getStakeCounts });
export const stakeGateQuery = () => queryOptions({ queryKey: stakeKeys.gate(), queryFn: getStakesStatus });
export const stakeListQuery = (query: StakeListQuery) =>
  queryOptions({ queryKey: stakeKeys.list(query), queryFn: () => getStakeList(query) });
export const settledStakesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: stakeKeys.settled(query), queryFn: () => getSettledStakes(query) });
export const unpaidStakesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: stakeKeys.unpaid(query),
    queryFn: () => getUnpaidStakes(query),
    refetchInterval: untilMovedOn.page,
  });
export const stakePayInfoQuery = (id: number) =>
  queryOptions({ queryKey: stakeKeys.payInfo(id), queryFn: () => getStakePayInfo(id) });
export const stakeRewardsQuery = (query: PageQuery) =>
  queryOptions({ queryKey: stakeKeys.rewards(query), queryFn: () => getStakeRewards(query) });
export const circulationQuery = (query: PageQuery) =>
  queryOptions({ queryKey: stakeKeys.circulation(query), queryFn: () => getCirculationList(query) });

/** The user's stakes of one state, page by page: to pay (unpaidList), running (getTotalList), settled (settleList). */
export type StakeTab = 'unpaid' | 'running' | 'settled';
const TAB_PAGE: Record<StakeTab, (page: PageQuery) => Promise<Page<Stake>>> = {
  unpaid: getUnpaidStakes,
  running: (page) => getStakeList({ ...page, status: 1 }),
  settled: getSettledStakes,
};
export const stakePages = (tab: StakeTab) => ({
  ...pagedQuery([...stakeKeys.all, 'pages', tab], TAB_PAGE[tab]),
  refetchInterval: untilMovedOn.pages,
});

/** Pages of payouts the income chart reads at most (100 rows: a month of days for three running stakes). */
export const CHART_REWARD_PAGES = 5;

/** The newest payouts, a few pages of them at once, for the income chart to group by day. */
export interface RecentRewards {
  rows: StakeReward[];
  /** false when older payouts were left unread: the oldest day read may be missing some of its own */
  complete: boolean;
}
export const recentRewardsQuery = () =>
  queryOptions({
    queryKey: [...stakeKeys.all, 'recentRewards'],
    queryFn: async (): Promise<RecentRewards> => {
      const rows: StakeReward[] = [];
      let pages = 0;
      for await (const list of rowsPageByPage(getStakeRewards)) {
        rows.push(...list);
        pages += 1;
        // Full pages up to the cap: there may be older payouts (no further page is read to know).
        if (pages >= CHART_REWARD_PAGES) return { rows, complete: list.length < PAGE_SIZE };
      }
      return { rows, complete: true };
    },
  });
export const stakeRewardPages = () => pagedQuery([...stakeKeys.all, 'rewardPages'], getStakeRewards);

/** Staking moved a wallet's QC (paid, settled): the stakes, the accounts and the user are read again. */
export function useStakesChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void refreshMe(queryClient);
    invalidate(queryClient, stakeKeys.all, walletKeys.all);
  }, [queryClient]);
}

/** A stake to pay made (nothing moves yet): the stakes to pay are read again. */
export function useCreateStake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStake,
    onSuccess: () => invalidate(queryClient, stakeKeys.all),
  });
}

/** A stake paid: the account's QC fell and the stake runs. */
export function usePayStake() {
  const changed = useStakesChanged();
  return useMutation({ mutationFn: checkStakePay, onSuccess: changed });
}

/** Something matured on the server's clock: read the stakes and the accounts again. */
export const useRefreshStakes = useStakesChanged;

/** QC circulation and stakes day by day, newest first, page by page. */
export const circulationPages = () => pagedQuery([...stakeKeys.all, 'circulationPages'], getCirculationList);
