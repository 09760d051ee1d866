import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import { pagedQuery, rowsPageByPage } from './paging';
import { profileKeys } from './profileKeys';
import type { Asset, InvitationStatus, OrderKind } from './shared';
import type { Page, PageQuery, PageQueryV2 } from './types';
import { messageKeys } from './messageKeys';

export { messageKeys };

export type { InvitationStatus } from './shared';

/**
 * What a system notice is about. The app opens the thing's page from it (`refId` names the thing: see
 * docs/api.md, GetMyNoticeList); `welcome` and `transferReceived` are about nothing to open.
 */
export type NoticeKind =
  | 'welcome'
  | 'drawWon'
  | 'drawLost'
  | 'crowdRefunded'
  | 'rechargePaid'
  | 'transferReceived'
  | 'addressApproved'
  | 'addressRejected'
  | 'shipped'
  | 'giftReceived'
  | 'giftMoneyReceived';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** the order, address, gift or top-up the notice is about; null when it is about nothing to open */
  refId: number | null;
  title: string;
  /** plain text */
  content: string;
  read: boolean;
  createTime: number;
}

/** The inbox's boxes: system notices, gifts, team invitations, the support conversation. */
export type MessageBox = 'notice' | 'gift' | 'invitation' | 'kefu';

/** What the hub pushes to a user when something arrives in one of their boxes (target `messageArrived`). */
export interface MessageArrived {
  box: MessageBox;
}

export interface UnreadCounts {
  notice: number;
  gift: number;
  invitation: number;
  /** customer-support replies not yet seen */
  kefu: number;
  total: number;
}

/** A gift of balance or points, or of an item from one of the order kinds. */
export type GiftKind = Asset | OrderKind;

/** 0 unclaimed, 1 claimed, 2 sold back, 3 passed on to someone else. */
export type GiftStatus = 0 | 1 | 2 | 3;

export interface Gift {
  id: number;
  senderId: number;
  senderName: string;
  senderAvatar: string;
  kind: GiftKind;
  title: string;
  /** empty for balance and points */
  thumbnail: string;
  quantity: number;
  /** item gifts: what SellGift credits (the value they were sent with); 0 for balance and points */
  recyclePrice: number;
  status: GiftStatus;
  createTime: number;
}

/** A team leader's invitation to join their team. */
export interface TeamInvitation {
  id: number;
  leaderId: number;
  leaderName: string;
  leaderAvatar: string;
  status: InvitationStatus;
  createTime: number;
  expireTime: number;
}

export interface HandleInvitationQuery {
  id: number;
  action: 'accept' | 'reject';
}

const M = endpoints.Message;

/** Marks a box read (all boxes when none is given), or with `id` one notice of the notice box. */
export const clearMessage = (query: { box?: MessageBox; id?: number } = {}) =>
  call<null>(M.ClearMessage, { ...query });
export const getGiftsList = (query: PageQuery) => call<Page<Gift>>(M.GetGiftsList, { ...query });
export const getMyNoticeList = (query: PageQuery) => call<Page<Notice>>(M.GetMyNoticeList, { ...query });
export const getUnRead = () => call<UnreadCounts>(M.GetUnRead);
export const getTeamInvitationList = (query: PageQueryV2) =>
  call<Page<TeamInvitation>>(M.GetTeamInvitationList, { ...query });
export const handleTeamInvitation = (query: HandleInvitationQuery) =>
  call<null>(M.HandleTeamInvitation, { ...query });
export const sendTeamInvitation = (uid: number) => call<TeamInvitation>(M.SendTeamInvitation, { uid });

export const unreadQuery = () => queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnRead });
export const noticesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: messageKeys.notices(query), queryFn: () => getMyNoticeList(query) });
export const giftsQuery = (query: PageQuery) =>
  queryOptions({ queryKey: messageKeys.gifts(query), queryFn: () => getGiftsList(query) });
export const invitationsQuery = (query: PageQueryV2) =>
  queryOptions({ queryKey: messageKeys.invitations(query), queryFn: () => getTeamInvitationList(query) });

/**
 * The gift box read page by page. GetGiftsList has no status filter, so a page may hold none of the gifts
 * a screen shows: paging goes on by the raw pages.
 */
export const giftPages = () => pagedQuery(messageKeys.giftPages(), getGiftsList);

/** One received gift. There is no call for a single gift, so the gift box is read until it turns up. */
async function findGift(id: number): Promise<Gift | null> {
  for await (const gifts of rowsPageByPage(getGiftsList)) {
    const gift = gifts.find((candidate) => candidate.id === id);
    if (gift) return gift;
  }
  return null;
}

export const giftQuery = (id: number) =>
  queryOptions({ queryKey: messageKeys.gift(id), queryFn: () => findGift(id) });

/** A leader invites an invited user to the team; the partner list shows the invitation once it is read again. */
export function useSendTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTeamInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.invitesAll() }),
  });
}
