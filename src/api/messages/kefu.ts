import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { invalidate } from '../cache';
import { call } from '../client';
import * as endpoints from '../endpoints';
import { Order } from '../orders/orderTypes';
import { pagedQuery } from '../paging';
import { dispensable, pageOf, time } from '../schemas';
import type { Page, PageQuery } from '../types';
import { kefuKeys } from './kefuKeys';

export { kefuKeys };

const KefuSender = v.picklist(['user', 'staff']);
export type KefuSender = v.InferOutput<typeof KefuSender>;

/**
 * text: plain text; image: `content` is a URL from Profile/Upload; order: `content` is one of the user's order
 * numbers, and the message carries the order as it stood when sent (decision 0048).
 */
const KefuContentType = v.picklist(['text', 'image', 'order']);
export type KefuContentType = v.InferOutput<typeof KefuContentType>;

/** What an order message shows of the order: the server's copy of it at the time it was sent. */
const KefuOrder = v.pick(Order, [
  'id',
  'orderNo',
  'kind',
  'goodsName',
  'thumbnail',
  'count',
  'amount',
  'payType',
  'drawState',
  'itemState',
]);
export type KefuOrder = v.InferOutput<typeof KefuOrder>;

const KefuMessage = v.object({
  id: v.number(),
  from: KefuSender,
  /** a type the app does not know shows as text (production; decision 0096) */
  type: dispensable(KefuContentType, 'text', 'list[].type'),
  content: v.string(),
  create_time: time,
  /** an order message's order; absent on the other types */
  order: v.optional(KefuOrder),
});
export type KefuMessage = v.InferOutput<typeof KefuMessage>;

const KefuMessageRows = pageOf(KefuMessage);

export interface KefuSendRequest {
  type: KefuContentType;
  /** the text, the picture's URL, or the order number */
  content: string;
  /**
   * The app's own id for this message (docs/api.md, KeFu/send): a retry with the same id is answered with the
   * message already stored, so a message whose answer was lost is never stored twice.
   */
  clientId?: string;
}

/**
 * The conversation a page at a time, newest first; or, with `lastId`, every message after that one, oldest
 * first (docs/api.md, KeFu/list).
 */
export const getKefuMessages = (query: PageQuery | { lastId: number }) =>
  call(endpoints.KeFu.list, { ...query }, { answer: KefuMessageRows });
export const sendKefuMessage = (body: KefuSendRequest) =>
  call(endpoints.KeFu.send, { ...body }, { answer: KefuMessage });

/** Page 1 holds the newest messages; each page is newest first. */
export const kefuMessagesQuery = (query: PageQuery) =>
  queryOptions({ queryKey: kefuKeys.list(query), queryFn: () => getKefuMessages(query) });

/** The conversation read page by page, newest first: page 1 is the bottom of the chat. */
export const kefuPages = () => pagedQuery(kefuKeys.pages(), getKefuMessages);

type Conversation = InfiniteData<Page<KefuMessage> | null>;

/** The newest message id the conversation holds (0 when none). */
function lastIdOf(queryClient: QueryClient): number {
  const data = queryClient.getQueryData<Conversation>(kefuPages().queryKey);
  return Math.max(0, ...(data?.pages.flatMap((page) => page?.list.map((message) => message.id) ?? []) ?? []));
}

/**
 * New messages (sent, pushed over the hub, or fetched after the last one) join the conversation's newest page,
 * once each, without reading the pages again. The inbox's latest line is read again.
 */
function addToConversation(queryClient: QueryClient, messages: readonly KefuMessage[]) {
  if (messages.length === 0) return;
  queryClient.setQueryData<Conversation>(kefuPages().queryKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const known = new Set(data.pages.flatMap((page) => page?.list.map((message) => message.id) ?? []));
    const fresh = messages.filter((message) => !known.has(message.id));
    if (fresh.length === 0) return data;
    const list = [...fresh, ...first.list].sort((a, b) => b.id - a.id);
    return { ...data, pages: [{ ...first, list, total: first.total + fresh.length }, ...rest] };
  });
  invalidate(queryClient, kefuKeys.list({ pageIndex: 1, pageSize: 1 }));
}

/**
 * The live side of the conversation: `add` takes messages that arrived (a pushed reply), `catchUp` reads every
 * message after the newest one held (after a reconnect, or when the page is shown again).
 */
export function useKefuConversation() {
  const queryClient = useQueryClient();
  const add = useCallback(
    (messages: readonly KefuMessage[]) => addToConversation(queryClient, messages),
    [queryClient],
  );
  const catchUp = useCallback(async () => {
    if (!queryClient.getQueryData(kefuPages().queryKey)) return;
    const { list } = await getKefuMessages({ lastId: lastIdOf(queryClient) });
    addToConversation(queryClient, list);
  }, [queryClient]);
  return useMemo(() => ({ add, catchUp }), [add, catchUp]);
}

/** Each message sent joins the conversation at once. */
export function useSendKefuMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendKefuMessage,
    onSuccess: (message) => addToConversation(queryClient, [message]),
  });
}
