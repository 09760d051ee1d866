import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { invalidate, patchMe, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { compare, type MoneyLike } from '../../lib/money';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { getExpendList } from '../account/profile';
import type { LedgerEntry } from '../account/profileTypes';
import { profileKeys } from '../account/profileKeys';
import type { PageQueryV2 } from '../types';
import { pageOf, time } from '../schemas';
import { newRowsSince, type Trace } from '../sendTrace';

const TeamCount = v.object({
  member_count: v.number(),
  online_count: v.number(),
  total_contribution: v.number(),
  total_earnings: v.number(),
});
export type TeamCount = v.InferOutput<typeof TeamCount>;

const TeamMember = v.object({
  uid: v.number(),
  nick_name: v.string(),
  avatar: v.string(),
  contribution: v.number(),
  earnings: v.number(),
  balance: v.number(),
  points: v.number(),
  /** the member's crowdfunding orders since joining */
  crowd_count: v.number(),
  /** the member's last signed-in request */
  last_active: time,
  /** active within the last 15 minutes */
  online: v.boolean(),
  joined_at: time,
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

const withdrawableFields = {
  available: v.number(),
  /** a withdrawal needs available above this (500) */
  min: v.number(),
};
const TeamWithdrawable = v.object(withdrawableFields);
export type TeamWithdrawable = v.InferOutput<typeof TeamWithdrawable>;

/** Moves team earnings to the leader's mall balance. */
export interface TeamWithdrawRequest {
  amount: number;
  pay_password: string;
  /** one per confirmation: a repeat answers the first withdrawal and moves nothing */
  request_id: string;
}

/** After a withdrawal: what is left, and the leader's mall balance it went to. */
const TeamWithdrawal = v.object({ ...withdrawableFields, balance: v.number() });
export type TeamWithdrawal = v.InferOutput<typeof TeamWithdrawal>;

const T = endpoints.Team;
const TeamMemberRows = pageOf(TeamMember);

export const getTeamCount = () => call(T.count, undefined, { answer: TeamCount });
export const getTeamList = (query: PageQueryV2) => call(T.list, { ...query }, { answer: TeamMemberRows });
export const getWithdrawMoney = () => call(T.getWithdrawMoney, undefined, { answer: TeamWithdrawable });
export const teamWithdraw = (body: TeamWithdrawRequest) =>
  call(T.withdraw, { ...body }, { answer: TeamWithdrawal });

export const teamKeys = {
  all: ['team'] as const,
  count: () => [...teamKeys.all, 'count'] as const,
  memberPages: () => [...teamKeys.all, 'memberPages'] as const,
  withdrawable: () => [...teamKeys.all, 'withdrawable'] as const,
};

export const teamCountQuery = () => queryOptions({ queryKey: teamKeys.count(), queryFn: getTeamCount });
export const withdrawableQuery = () =>
  queryOptions({ queryKey: teamKeys.withdrawable(), queryFn: getWithdrawMoney });

/** The leader's members, the most recently active first, 10 a page as they scroll (Team/list pages with `page`). */
export const teamMemberPages = () =>
  pagedQuery(
    teamKeys.memberPages(),
    ({ pageIndex, pageSize }) => getTeamList({ page: pageIndex, pageSize }),
    SMALL_PAGE_SIZE,
  );

/**
 * Team earnings moved to the leader's mall balance: the answer's balance is the user's at once, then the user,
 * the team's figures and the balance's ledger are read again.
 */
export function useTeamWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: teamWithdraw,
    onSuccess: ({ available, min, balance }) => {
      queryClient.setQueryData(teamKeys.withdrawable(), { available, min });
      patchMe(queryClient, { balance });
      void refreshMe(queryClient);
      invalidate(queryClient, teamKeys.all, profileKeys.ledgerAll());
    },
  });
}

/**
 * After a withdrawal's lost answer (issue 32): the mall balance's newest ledger lines, read just before the
 * send, are read again, and a new credit of the amount is this withdrawal (the ledger carries no request id).
 * The user, the team's figures and the ledger are read again either way.
 */
export function useTeamWithdrawTrace() {
  const queryClient = useQueryClient();
  return async (amount: MoneyLike): Promise<Trace<LedgerEntry>> => {
    const since = await newRowsSince((page) => getExpendList({ ...page, asset: 'balance' }));
    return async () => {
      const line = await since((row) => compare(row.amount, amount) === 0);
      void refreshMe(queryClient);
      invalidate(queryClient, teamKeys.all, profileKeys.ledgerAll());
      return line;
    };
  };
}
