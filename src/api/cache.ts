import { useCallback } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { accountKeys } from './account';
import type { UserInfo } from './types';

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
