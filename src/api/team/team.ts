import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate, patchMe, refreshMe } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { compare, type MoneyLike } from '../../lib/money';
import { pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { getExpendList } from '../account/profile';
import type { LedgerEntry } from '../account/profileTypes';
import { profileKeys } from '../account/profileKeys';
import type { Page, PageQueryV2 } from '../types';
import { newRowsSince, type Trace } from '../sendTrace';

export interface TeamCount {
  member_count: number;
  online_count: number;
  total_contribution: number;
  total_earnings: number;
}

export interface TeamMember {
  uid: number;
  nick_name: string;
  avatar: string;
  contribution: number;
  earnings: number;
  balance: number;
  points: number;
  /** the member's crowdfunding orders since joining */
  crowd_count: number;
  /** the member's last signed-in request */
  last_active: number;
  /** active within the last 15 minutes */
  online: boolean;
  joined_at: number;
}

export interface TeamWithdrawable {
  available: number;
  /** a withdrawal needs available above this (500) */
  min: number;
}

/** Moves team earnings to the leader's mall balance. */
export interface TeamWithdrawRequest {
  amount: number;
  pay_password: string;
  /** one per confirmation: a repeat answers the first withdrawal and moves nothing */
  request_id: string;
}

/** After a withdrawal: what is left, and the leader's mall balance it went to. */
export interface TeamWithdrawal extends TeamWithdrawable {
  balance: number;
}

const T = endpoints.Team;

export const getTeamCount = () => call<TeamCount>(T.count);
export const getTeamList = (query: PageQueryV2) => call<Page<TeamMember>>(T.list, { ...query });
export const getWithdrawMoney = () => call<TeamWithdrawable>(T.getWithdrawMoney);
export const teamWithdraw = (body: TeamWithdrawRequest) => call<TeamWithdrawal>(T.withdraw, { ...body });

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
