import type { PageQuery, PageQueryV2 } from '../types';

/** The message group's query keys, in a module of their own (see profileKeys.ts). */
export const messageKeys = {
  all: ['message'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  noticesAll: () => [...messageKeys.all, 'notices'] as const,
  notices: (query: PageQuery) => [...messageKeys.all, 'notices', query] as const,
  noticePages: () => [...messageKeys.all, 'notices', 'pages'] as const,
  giftsAll: () => [...messageKeys.all, 'gifts'] as const,
  gifts: (query: PageQuery) => [...messageKeys.all, 'gifts', query] as const,
  giftPages: () => [...messageKeys.all, 'gifts', 'pages'] as const,
  giftDirectionPages: (direction: 'received' | 'sent') =>
    [...messageKeys.all, 'gifts', 'pages', direction] as const,
  gift: (id: number) => [...messageKeys.all, 'gift', id] as const,
  invitationsAll: () => [...messageKeys.all, 'invitations'] as const,
  invitations: (query: PageQueryV2) => [...messageKeys.all, 'invitations', query] as const,
  invitationPages: () => [...messageKeys.all, 'invitations', 'pages'] as const,
};
