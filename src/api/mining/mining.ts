import { useMemo } from 'react';
import * as v from 'valibot';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { measured, serverNow } from '../../lib/serverClock';
import { invalidate, refreshMe } from '../cache';
import { call, type CallOptions } from '../client';
import * as endpoints from '../endpoints';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { IncomeCounts, RankPageV2, ReviewStatus, type RankQuery } from '../shared';
import { maybeTime, pageOf, time } from '../schemas';
import type { PageQuery } from '../types';

/** 0 idle, 1 a mining session runs until ends_at. */
const MiningStatus = v.picklist([0, 1]);
export type MiningStatus = v.InferOutput<typeof MiningStatus>;

const MiningPage = v.object({
  status: MiningStatus,
  started_at: maybeTime,
  ends_at: maybeTime,
  /** QC per hour before the weight */
  base_speed: v.number(),
  /** 1.05 to the power of the group members online now */
  weight: v.number(),
  /** base_speed × weight */
  speed: v.number(),
  session_income: v.number(),
  today_income: v.number(),
  total_income: v.number(),
  signed_today: v.boolean(),
  group_id: v.nullable(v.number()),
  last_heartbeat: maybeTime,
  /** the server's clock when it answered (for the session's countdown) */
  server_time: time,
});
export type MiningPage = v.InferOutput<typeof MiningPage>;

const MiningSession = v.object({
  started_at: time,
  ends_at: time,
  speed: v.number(),
});
export type MiningSession = v.InferOutput<typeof MiningSession>;

/**
 * A beat's answer. The page beats every 60 s while mining and visible; a member counts as online while their
 * last heartbeat is under 90 s old; a beat credits at most 90 s (decision 0039).
 */
const MiningBeat = v.object({
  session_income: v.number(),
  weight: v.number(),
  online_members: v.number(),
  speed: v.number(),
});
export type MiningBeat = v.InferOutput<typeof MiningBeat>;

const MiningGroup = v.object({
  id: v.number(),
  name: v.string(),
  /** what others enter to join */
  code: v.string(),
  leader_uid: v.number(),
  leader_name: v.string(),
  member_count: v.number(),
  online_count: v.number(),
  weight: v.number(),
  today_income: v.number(),
});
export type MiningGroup = v.InferOutput<typeof MiningGroup>;

const MiningMember = v.object({
  uid: v.number(),
  nick_name: v.string(),
  avatar: v.string(),
  online: v.boolean(),
  last_heartbeat: maybeTime,
  contribution: v.number(),
});
export type MiningMember = v.InferOutput<typeof MiningMember>;

const MiningIncomeSource = v.picklist(['mining', 'sign', 'location']);
export type MiningIncomeSource = v.InferOutput<typeof MiningIncomeSource>;

const MiningIncome = v.object({
  id: v.number(),
  amount: v.number(),
  source: MiningIncomeSource,
  create_time: time,
});
export type MiningIncome = v.InferOutput<typeof MiningIncome>;

const MiningRankCount = v.object({
  my_rank: v.nullable(v.number()),
  my_amount: v.number(),
  participants: v.number(),
});
export type MiningRankCount = v.InferOutput<typeof MiningRankCount>;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The node location a user registered; mining at it adds the location bonus. */
const NodeLocation = v.object({
  lat: v.number(),
  lng: v.number(),
  address: v.string(),
  status: ReviewStatus,
  reason: v.string(),
  /** shown to the user's group */
  shared: v.boolean(),
});
export type NodeLocation = v.InferOutput<typeof NodeLocation>;

export interface LocationSubmitRequest extends Coordinates {
  address: string;
}

/** A group whose leader shares a node location near where the user is. */
const NearbyGroup = v.object({
  id: v.number(),
  name: v.string(),
  code: v.string(),
  /** metres */
  distance: v.number(),
  online_count: v.number(),
});
export type NearbyGroup = v.InferOutput<typeof NearbyGroup>;

const LocationCheck = v.object({
  /** metres from the approved node location; null without one */
  distance: v.nullable(v.number()),
  /** within 500 m */
  in_range: v.boolean(),
  /** the location bonus paid by this report (0.5 QC the first time in range on a server day, else 0) */
  bonus: v.number(),
  /** groups sharing a location within 5 km, nearest first */
  nearby: v.array(NearbyGroup),
});
export type LocationCheck = v.InferOutput<typeof LocationCheck>;

const M = endpoints.Mining;
const MiningGroupOrNone = v.nullable(MiningGroup);
const NodeLocationOrNone = v.nullable(NodeLocation);
const MiningIncomeRows = pageOf(MiningIncome);
const MiningMemberRows = pageOf(MiningMember);
const SignReward = v.object({ reward: v.number() });

export const getMiningGroup = () => call(M.groupData, undefined, { answer: MiningGroupOrNone });
export const getMiningLocation = () => call(M.location, undefined, { answer: NodeLocationOrNone });
// The session's countdown runs on the server's clock (decision 0035): its answer sets the offset.
export const getMiningPage = () =>
  measured(
    () => call(M.pageData, undefined, { answer: MiningPage }),
    (page) => page?.server_time,
  );
export const startMining = () => call(M.start, undefined, { answer: MiningSession });
export const getMiningIncomeCount = () => call(M.incomeCt, undefined, { answer: IncomeCounts });
export const getMiningIncomeList = (query: PageQuery) =>
  call(M.incomeList, { ...query }, { answer: MiningIncomeRows });
export const getMiningRank = (query: RankQuery) => call(M.rank, { ...query }, { answer: RankPageV2 });
export const getMiningRankCount = (query: Pick<RankQuery, 'type'>) =>
  call(M.rankCt, { ...query }, { answer: MiningRankCount });
export const getMiningGroupUsers = (query: PageQuery) =>
  call(M.groupUserList, { ...query }, { answer: MiningMemberRows });
export const miningHeartbeat = () => call(M.heartbeat, undefined, { answer: MiningBeat, silent: true });
export const joinMiningGroup = (code: string, options?: CallOptions) =>
  call(M.joinGroup, { code }, { ...options, answer: MiningGroup });
export const miningSign = () => call(M.sign, undefined, { answer: SignReward });
export const shareMiningLocation = (share: boolean) =>
  call(M.locationShare, { share }, { answer: NodeLocation });
export const reportMiningLocation = (body: Coordinates) =>
  call(M.locationPost, { ...body }, { answer: LocationCheck });
export const submitMiningLocation = (body: LocationSubmitRequest) =>
  call(M.locationSubmit, { ...body }, { answer: NodeLocation });

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
