import { useCallback } from 'react';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import * as v from 'valibot';
import { invalidate, refreshMe } from '../cache';
import { call } from '../client';
import { kefuKeys } from './kefuKeys';
import * as endpoints from '../endpoints';
import { pagedQuery, rowsPageByPage, SMALL_PAGE_SIZE } from '../paging';
import { profileKeys } from '../account/profileKeys';
import { pageOf, time, unread } from '../schemas';
import { Asset, InvitationStatus, OrderKind } from '../shared';
import type { Page, PageQuery, PageQueryV2 } from '../types';
import { messageKeys } from './messageKeys';

export { messageKeys };

export type { InvitationStatus } from '../shared';

/**
 * What a system notice is about. The app opens the thing's page from it (`refId` names the thing: see
 * docs/api.md, GetMyNoticeList); `welcome` and `transferReceived` are about nothing to open. The bazaar's: a
 * seller's order was paid (`bazaarPaid`) or settled (`bazaarSettled`), a buyer's shipped (`bazaarShipped`);
 * an auction was won (`auctionWon`, about the winner's auction order); staff reviewed a task's proof
 * (`taskApproved`, `taskRejected`, about the task: /pages/task/DoTasks?id=); a wallet account was topped up by
 * card or received a transfer (`walletTopUpPaid`, `walletTransferReceived`, about the account:
 * /pages/wallet/details?id=); a stake settled at maturity (`stakeSettled`, about the stake:
 * /pages/wallet/pledgeOrder?tab=settled). These are the kinds this app knows: a notice answers its kind as a
 * string, so that a kind a newer server adds shows as a notice with nothing to open.
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
  | 'giftMoneyReceived'
  | 'bazaarPaid'
  | 'bazaarShipped'
  | 'bazaarSettled'
  | 'auctionWon'
  | 'taskApproved'
  | 'taskRejected'
  | 'walletTopUpPaid'
  | 'walletTransferReceived'
  | 'stakeSettled';

const Notice = v.object({
  id: v.number(),
  /** a NoticeKind, or a kind this app does not know yet (it opens nothing) */
  kind: v.string(),
  /** the order, address, gift or top-up the notice is about; null when it is about nothing to open */
  refId: v.nullable(v.number()),
  /**
   * for a notice about an order: which kind of order `refId` is (an OrderKind: its page depends on it); else
   * null. A kind this app does not know yet opens nothing.
   */
  refKind: v.nullable(v.string()),
  title: v.string(),
  /** plain text */
  content: v.string(),
  read: v.boolean(),
  createTime: time,
});
export type Notice = v.InferOutput<typeof Notice>;

/** The inbox's boxes: system notices, gifts, team invitations, the support conversation. */
export type MessageBox = 'notice' | 'gift' | 'invitation' | 'kefu';

/** What the hub pushes to a user when something arrives in one of their boxes (target `messageArrived`). */
export interface MessageArrived {
  box: MessageBox;
}

const UnreadCounts = v.object({
  notice: v.number(),
  gift: v.number(),
  invitation: v.number(),
  /** customer-support replies not yet seen */
  kefu: v.number(),
  total: v.number(),
});
export type UnreadCounts = v.InferOutput<typeof UnreadCounts>;

/** A gift of balance or points, or of an item from one of the order kinds. */
const GiftKind = v.picklist([...Asset.options, ...OrderKind.options]);
export type GiftKind = v.InferOutput<typeof GiftKind>;

/** 0 unclaimed, 1 claimed, 2 sold back, 3 passed on to someone else. */
const GiftStatus = v.picklist([0, 1, 2, 3]);
export type GiftStatus = v.InferOutput<typeof GiftStatus>;

/** Gifts the user received, or gifts the user sent (GetGiftsList `direction`). */
export type GiftDirection = 'received' | 'sent';

const Gift = v.object({
  id: v.number(),
  senderId: v.number(),
  senderName: v.string(),
  senderAvatar: v.string(),
  receiverId: v.number(),
  receiverName: v.string(),
  receiverAvatar: v.string(),
  kind: GiftKind,
  title: v.string(),
  /** empty for balance and points */
  thumbnail: v.string(),
  quantity: v.number(),
  /** item gifts: what SellGift credits (the value they were sent with); 0 for balance and points */
  recyclePrice: v.number(),
  status: GiftStatus,
  createTime: time,
});
export type Gift = v.InferOutput<typeof Gift>;

/** A team leader's invitation to join their team. */
const TeamInvitation = v.object({
  id: v.number(),
  leaderId: v.number(),
  leaderName: v.string(),
  leaderAvatar: v.string(),
  /** InvitationStatus (src/api/shared.ts), listed here as a schema */
  status: InvitationStatus,
  createTime: time,
  expireTime: time,
});
export type TeamInvitation = v.InferOutput<typeof TeamInvitation>;

const NoticeRows = pageOf(Notice);
const GiftRows = pageOf(Gift);
const TeamInvitationRows = pageOf(TeamInvitation);

export interface HandleInvitationQuery {
  id: number;
  action: 'accept' | 'reject';
}

const M = endpoints.Message;

/** Marks a box read (all boxes when none is given), or with `id` one notice of the notice box. */
export const clearMessage = (query: { box?: MessageBox; id?: number }) =>
  call(M.ClearMessage, { ...query }, { answer: unread });
/** Gifts received (the default) or sent, newest first. */
export const getGiftsList = (query: PageQuery & { direction?: GiftDirection }) =>
  call(M.GetGiftsList, { ...query }, { answer: GiftRows });
export const getMyNoticeList = (query: PageQuery) =>
  call(M.GetMyNoticeList, { ...query }, { answer: NoticeRows });
export const getUnRead = () => call(M.GetUnRead, undefined, { answer: UnreadCounts });
export const getTeamInvitationList = (query: PageQueryV2) =>
  call(M.GetTeamInvitationList, { ...query }, { answer: TeamInvitationRows });
export const handleTeamInvitation = (query: HandleInvitationQuery) =>
  call(M.HandleTeamInvitation, { ...query }, { answer: unread });
/** The server answers the invitation made; the partner list reads the invitations again instead. */
export const sendTeamInvitation = (uid: number) => call(M.SendTeamInvitation, { uid }, { answer: unread });

/** The unread counts (the tab bar's badge, the inbox): read again whenever the app comes back to the front. */
export const unreadQuery = () =>
  queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnRead, refetchOnWindowFocus: 'always' });
export const noticesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: messageKeys.notices(query), queryFn: () => getMyNoticeList(query) });
export const giftsQuery = (query: PageQuery) =>
  queryOptions({ queryKey: messageKeys.gifts(query), queryFn: () => getGiftsList(query) });
export const invitationsQuery = (query: PageQueryV2) =>
  queryOptions({ queryKey: messageKeys.invitations(query), queryFn: () => getTeamInvitationList(query) });

/** The system notices, newest first, page by page. */
export const noticePages = () => pagedQuery(messageKeys.noticePages(), getMyNoticeList);

/** The team invitations the user received, newest first, 10 a page (the call pages with `page`). */
export const invitationPages = () =>
  pagedQuery(
    messageKeys.invitationPages(),
    ({ pageIndex, pageSize }) => getTeamInvitationList({ page: pageIndex, pageSize }),
    SMALL_PAGE_SIZE,
  );

/**
 * Accepts or declines a pending invitation. Whatever the answer (a refusal may say it has expired or was
 * handled elsewhere), the invitations are read again; accepting changes the user's team.
 */
export function useHandleTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleTeamInvitation,
    onSettled: (_data, _error, { action }) => {
      invalidate(queryClient, messageKeys.invitationsAll(), messageKeys.unread());
      if (action === 'accept') void refreshMe(queryClient);
    },
  });
}

/** What each box's lists are cached under. */
const BOX_KEYS: Record<MessageBox, QueryKey> = {
  notice: messageKeys.noticesAll(),
  gift: messageKeys.giftsAll(),
  invitation: messageKeys.invitationsAll(),
  kefu: kefuKeys.all,
};

type NoticeCache = Page<Notice> | InfiniteData<Page<Notice> | null> | null | undefined;

/** Notices the server now counts as read are shown read at once, wherever they are cached. */
function markNoticesRead(queryClient: QueryClient, read: (notice: Notice) => boolean) {
  const patchPage = (page: Page<Notice> | null) =>
    page
      ? { ...page, list: page.list.map((notice) => (read(notice) ? { ...notice, read: true } : notice)) }
      : page;
  queryClient.setQueriesData<NoticeCache>({ queryKey: messageKeys.noticesAll() }, (cached) => {
    if (!cached) return cached;
    if ('pages' in cached) return { ...cached, pages: cached.pages.map(patchPage) };
    return patchPage(cached);
  });
}

/**
 * Marks one notice (`box: 'notice', id`), a box, or every box read. The counts are read again; notices are
 * marked read where they are shown (their order does not change, so the list is not fetched again).
 */
export function useClearMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearMessage,
    onSuccess: (_data, { box, id }) => {
      if (box === 'notice' && id !== undefined) markNoticesRead(queryClient, (notice) => notice.id === id);
      else if (box === undefined || box === 'notice') markNoticesRead(queryClient, () => true);
      invalidate(queryClient, messageKeys.unread());
    },
  });
}

/**
 * What the hub says arrived (or, with no box, that the socket has just connected and anything may have): the
 * counts are read again, and the lists of that box.
 */
export function useMessageArrived() {
  const queryClient = useQueryClient();
  return useCallback(
    (arrived?: MessageArrived) =>
      invalidate(queryClient, messageKeys.unread(), ...(arrived ? [BOX_KEYS[arrived.box]] : [])),
    [queryClient],
  );
}

/**
 * The gift box read page by page. GetGiftsList has no status filter, so a page may hold none of the gifts
 * a screen shows: paging goes on by the raw pages.
 */
export const giftPages = () => pagedQuery(messageKeys.giftPages(), getGiftsList);

/** The gift box's page: received or sent gifts, page by page. */
export const giftDirectionPages = (direction: GiftDirection) =>
  pagedQuery(messageKeys.giftDirectionPages(direction), (page) => getGiftsList({ ...page, direction }));

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
