import { useCallback } from 'react';
import {
  useQueryClient,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { yieldToMain } from '../lib/yieldToMain';
import { accountKeys, type UserInfo } from './account/account';
import { loadHttp } from './client';

/**
 * Marks what an action made stale (the queries on screen are fetched again) without holding up the
 * action: its caller moves on at once, as the server has already answered.
 */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** A call answered new figures (balances, a profile field): the cached user takes them at once. */
export function patchMe(queryClient: QueryClient, patch: Partial<UserInfo>) {
  queryClient.setQueriesData<UserInfo | null>({ queryKey: accountKeys.me() }, (user) =>
    user ? { ...user, ...patch } : user,
  );
}

/** A call changed the user without answering how (or the change happened elsewhere): read it again. */
export const refreshMe = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: accountKeys.me() });

export function useRefreshMe() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshMe(queryClient), [queryClient]);
}

/** Pull-to-refresh: every query on screen is fetched again. */
export function useRefetchOnScreen() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ type: 'active' }), [queryClient]);
}

/**
 * The language changed: every cached answer is stale, as the server's site content comes in the request's
 * language (docs/api.md §1); what is on screen is read again, the rest when next shown.
 */
export function useRereadAll() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}

/** A query a page asks for first, ready to be sent (boot sends it before the page renders). */
export type FirstQuery = (queryClient: QueryClient) => Promise<void>;

export const firstQuery =
  <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): FirstQuery =>
  (queryClient) =>
    queryClient.prefetchQuery(options);

/** The first page of a paged list (src/api/paging.ts). */
export const firstPages =
  <TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
    options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): FirstQuery =>
  (queryClient) =>
    queryClient.prefetchInfiniteQuery(options);

/**
 * Sends a first screen's queries (boot): the page then finds them on their way or in. Settles when all have
 * answered, well or not. Once the client is in, each query leaves in a task of its own: the first calls run
 * cold code (the client, axios, the signature), and together they held the main thread for one long task.
 */
export async function prefetchFirst(queryClient: QueryClient, queries: readonly FirstQuery[]): Promise<void> {
  await loadHttp().catch(() => undefined);
  const sent: Promise<void>[] = [];
  for (const query of queries) {
    sent.push(query(queryClient));
    await yieldToMain();
  }
  await Promise.allSettled(sent);
}
