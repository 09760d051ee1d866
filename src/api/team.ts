import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { Page, PageQueryV2 } from './types';

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
  list: (query: PageQueryV2) => [...teamKeys.all, 'list', query] as const,
  withdrawable: () => [...teamKeys.all, 'withdrawable'] as const,
};

export const teamCountQuery = () => queryOptions({ queryKey: teamKeys.count(), queryFn: getTeamCount });
export const teamListQuery = (query: PageQueryV2) =>
  queryOptions({ queryKey: teamKeys.list(query), queryFn: () => getTeamList(query) });
export const withdrawableQuery = () =>
  queryOptions({ queryKey: teamKeys.withdrawable(), queryFn: getWithdrawMoney });
