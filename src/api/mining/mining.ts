import { useMemo } from 'react';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { measured, serverNow } from '../../lib/serverClock';
import { invalidate, refreshMe } from '../cache';
import { call, type CallOptions } from '../client';
import * as endpoints from '../endpoints';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import type { IncomeCounts, RankQuery, RankRowV2, ReviewStatus } from '../shared';
import type { Page, PageQuery } from '../types';

/** 0 idle, 1 a mining session runs until ends_at. */
export type MiningStatus = 0 | 1;

export interface MiningPage {
  status: MiningStatus;
  started_at: number | null;
  ends_at: number | null;
  /** QC per hour before the weight */
  base_speed: number;
  /** 1.05 to the power of the group members online now */
  weight: number;
  /** base_speed × weight */
  speed: number;
  session_income: number;
  today_income: number;
  total_income: number;
  signed_today: boolean;
  group_id: number | null;
  last_heartbeat: number | null;
  /** the server's clock when it answered (for the session's countdown) */
  server_time: number;
}

export interface MiningSession {
  started_at: number;
  ends_at: number;
  speed: number;
}

/**
 * A beat's answer. The page beats every 60 s while mining and visible; a member counts as online while their
 * last heartbeat is under 90 s old; a beat credits at most 90 s (decision 0039).
 */
export interface MiningBeat {
  session_income: number;
  weight: number;
  online_members: number;
  speed: number;
}

export interface MiningGroup {
  id: number;
  name: string;
  /** what others enter to join */
  code: string;
  leader_uid: number;
  leader_name: string;
  member_count: number;
  online_count: number;
  weight: number;
  today_income: number;
}

export interface MiningMember {
  uid: number;
  nick_name: string;
  avatar: string;
  online: boolean;
  last_heartbeat: number | null;
  contribution: number;
}

export type MiningIncomeSource = 'mining' | 'sign' | 'location';

export interface MiningIncome {
  id: number;
  amount: number;
  source: MiningIncomeSource;
  create_time: number;
}

export interface MiningRankCount {
  my_rank: number | null;
  my_amount: number;
  participants: number;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The node location a user registered; mining at it adds the location bonus. */
export interface NodeLocation extends Coordinates {
  address: string;
  status: ReviewStatus;
  reason: string;
  /** shown to the user's group */
  shared: boolean;
}

export interface LocationSubmitRequest extends Coordinates {
  address: string;
}

/** A group whose leader shares a node location near where the user is. */
export interface NearbyGroup {
  id: number;
  name: string;
  code: string;
  /** metres */
  distance: number;
  online_count: number;
}

export interface LocationCheck {
  /** metres from the approved node location; null without one */
  distance: number | null;
  /** within 500 m */
  in_range: boolean;
  /** the location bonus paid by this report (0.5 QC the first time in range on a server day, else 0) */
  bonus: number;
  /** groups sharing a location within 5 km, nearest first */
  nearby: NearbyGroup[];
}

const M = endpoints.Mining;

export const getMiningGroup = () => call<MiningGroup | null>(M.groupData);
export const getMiningLocation = () => call<NodeLocation | null>(M.location);
// The session's countdown runs on the server's clock (decision 0035): its answer sets the offset.
export const getMiningPage = () =>
  measured(
    () => call<MiningPage>(M.pageData),
    (page) => page?.server_time,
  );
export const startMining = () => call<MiningSession>(M.start);
export const getMiningIncomeCount = () => call<IncomeCounts>(M.incomeCt);
export const getMiningIncomeList = (query: PageQuery) => call<Page<MiningIncome>>(M.incomeList, { ...query });
export const getMiningRank = (query: RankQuery) => call<Page<RankRowV2>>(M.rank, { ...query });
export const getMiningRankCount = (query: Pick<RankQuery, 'type'>) =>
  call<MiningRankCount>(M.rankCt, { ...query });
export const getMiningGroupUsers = (query: PageQuery) =>
  call<Page<MiningMember>>(M.groupUserList, { ...query });
export const miningHeartbeat = () => call<MiningBeat>(M.heartbeat, undefined, { silent: true });
export const joinMiningGroup = (code: string, options?: CallOptions) =>
  call<MiningGroup>(M.joinGroup, { code }, options);
export const miningSign = () => call<{ reward: number }>(M.sign);
export const shareMiningLocation = (share: boolean) => call<NodeLocation>(M.locationShare, { share });
export const reportMiningLocation = (body: Coordinates) => call<LocationCheck>(M.locationPost, { ...body });
export const submitMiningLocation = (body: LocationSubmitRequest) =>
  call<NodeLocation>(M.locationSubmit, { ...body });

export const miningKeys = {
  all: ['mining'] as const,
  page: () => [...miningKeys.all, 'page'] as const,
  group: () => [...miningKeys.all, 'group'] as const,
  members: (query: PageQuery) => [...miningKeys.all, 'members', query] as const,
  location: () => [...miningKeys.all, 'location'] as const,
  incomeCount: () => [...miningKeys.all, 'incomeCount'] as const,
  income: (query: PageQuery) => [...miningKeys.all, 'income', query] as const,
  rank: (query: RankQuery) => [...miningKeys.all, 'rank', query] as const,
  rankCount: (type: RankQuery['type']) => [...miningKeys.all, 'rankCount', type] as const,
};

export const miningPageQuery = () => queryOptions({ queryKey: miningKeys.page(), queryFn: getMiningPage });
export const miningGroupQuery = () => queryOptions({ queryKey: miningKeys.group(), queryFn: getMiningGroup });
export const miningMembersQuery = (query: PageQuery) =>
  queryOptions({ queryKey: miningKeys.members(query), queryFn: () => getMiningGroupUsers(query) });
/** A location under review is read again every 30 s: the review ends on the server. */
export const miningLocationQuery = () =>
  queryOptions({
    queryKey: miningKeys.location(),
    queryFn: getMiningLocation,
    refetchInterval: (query) => (query.state.data?.status === 0 ? 30_000 : false),
  });
export const miningIncomeCountQuery = () =>
  queryOptions({ queryKey: miningKeys.incomeCount(), queryFn: getMiningIncomeCount });
export const miningIncomeQuery = (query: PageQuery) =>
  queryOptions({ queryKey: miningKeys.income(query), queryFn: () => getMiningIncomeList(query) });
export const miningRankQuery = (query: RankQuery) =>
  queryOptions({ queryKey: miningKeys.rank(query), queryFn: () => getMiningRank(query) });
export const miningRankCountQuery = (type: RankQuery['type']) =>
  queryOptions({ queryKey: miningKeys.rankCount(type), queryFn: () => getMiningRankCount({ type }) });

/** The group's members as they scroll, online first (20 a page). */
export const miningMemberPages = () => pagedQuery([...miningKeys.all, 'members'], getMiningGroupUsers);
/** The user's mining income rows as they scroll (20 a page). */
export const miningIncomePages = () => pagedQuery([...miningKeys.all, 'income'], getMiningIncomeList);
/** A ranking window as it scrolls (10 a page). */
export const miningRankPages = (type: RankQuery['type']) =>
  pagedQuery([...miningKeys.all, 'rank', type], (page) => getMiningRank({ ...page, type }), SMALL_PAGE_SIZE);

const incomeKeys = [miningKeys.incomeCount(), [...miningKeys.all, 'income']] as const;

/** Income arrived (a session paid, a sign, a location bonus): the figures, the list and the user's QC. */
function refreshIncome(queryClient: QueryClient) {
  invalidate(queryClient, miningKeys.page(), ...incomeKeys);
  void refreshMe(queryClient);
}

/**
 * What a session's end makes stale: when its time is up, the page (the server pays it and reads idle); once the
 * page reads idle, the income it paid (figures, list, the user's QC).
 */
export function useMiningSessionRefresh() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      page: () => invalidate(queryClient, miningKeys.page()),
      income: () => {
        invalidate(queryClient, ...incomeKeys);
        void refreshMe(queryClient);
      },
    }),
    [queryClient],
  );
}

/**
 * A heartbeat: its answer (income, weight, speed) goes into the cached page and group. Silent. A refused beat
 * ("mining is not running": the session ended meanwhile) reads the page again.
 */
export function useMiningHeartbeatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: miningHeartbeat,
    retry: false,
    onError: () => invalidate(queryClient, miningKeys.page()),
    onSuccess: (beat) => {
      queryClient.setQueryData<MiningPage>(miningKeys.page(), (page) =>
        page && page.status === 1
          ? {
              ...page,
              session_income: beat.session_income,
              weight: beat.weight,
              speed: beat.speed,
              last_heartbeat: serverNow(),
            }
          : page,
      );
      queryClient.setQueryData<MiningGroup | null>(miningKeys.group(), (group) =>
        group ? { ...group, weight: beat.weight } : group,
      );
    },
  });
}

/** Starts a session: the page shows it running at once and is read again. */
export function useStartMiningMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMining,
    onSuccess: (session) =>
      queryClient.setQueryData<MiningPage>(miningKeys.page(), (page) =>
        page
          ? {
              ...page,
              ...session,
              status: 1,
              session_income: 0,
              last_heartbeat: session.started_at,
            }
          : page,
      ),
    onSettled: () => invalidate(queryClient, miningKeys.page()),
  });
}

/** The daily sign: the page reads "signed today" at once; a refusal ("already signed") reads the page again. */
export function useMiningSignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: miningSign,
    onSuccess: () => {
      queryClient.setQueryData<MiningPage>(miningKeys.page(), (page) =>
        page ? { ...page, signed_today: true } : page,
      );
      refreshIncome(queryClient);
    },
    onError: () => invalidate(queryClient, miningKeys.page()),
  });
}

/** Joins a group by its code (the page shows the refusal itself); the user's group, members and weight follow. */
export function useJoinMiningGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => joinMiningGroup(code, { silent: true }),
    onSuccess: (group) => {
      queryClient.setQueryData(miningKeys.group(), group);
      invalidate(queryClient, miningKeys.page(), [...miningKeys.all, 'members']);
    },
  });
}

/** Registers (or moves) the node location: under review until the server decides. */
export function useSubmitMiningLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMiningLocation,
    onSuccess: (location) => queryClient.setQueryData(miningKeys.location(), location),
  });
}

/** Shows or hides the node location to the group. */
export function useShareMiningLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareMiningLocation,
    onSuccess: (location) => queryClient.setQueryData(miningKeys.location(), location),
  });
}

/** Reports where the user is: the distance, the bonus (income when paid) and the groups nearby. */
export function useReportMiningLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMiningLocation,
    onSuccess: (check) => {
      if (check.bonus > 0) refreshIncome(queryClient);
    },
  });
}
