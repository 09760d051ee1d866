import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from './cache';
import { call } from './client';
import * as endpoints from './endpoints';
import type { Page, PageQuery } from './types';

export type KefuSender = 'user' | 'staff';

/** text: plain text; image: `content` is a URL from Profile/Upload. */
export type KefuContentType = 'text' | 'image';

export interface KefuMessage {
  id: number;
  from: KefuSender;
  type: KefuContentType;
  content: string;
  create_time: number;
}

export interface KefuSendRequest {
  type: KefuContentType;
  content: string;
}

export const getKefuMessages = (query: PageQuery) =>
  call<Page<KefuMessage>>(endpoints.KeFu.list, { ...query });
export const sendKefuMessage = (body: KefuSendRequest) => call<KefuMessage>(endpoints.KeFu.send, { ...body });

export const kefuKeys = {
  all: ['kefu'] as const,
  list: (query: PageQuery) => [...kefuKeys.all, 'list', query] as const,
};

/** Page 1 holds the newest messages; each page is newest first. */
export const kefuMessagesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: kefuKeys.list(query), queryFn: () => getKefuMessages(query) });

/** Each message sent joins the conversation: it is read again. */
export function useSendKefuMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendKefuMessage,
    onSuccess: () => invalidate(queryClient, kefuKeys.all),
  });
}
