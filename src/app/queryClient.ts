import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '../lib/errors';

/**
 * Only a dropped connection is worth one quiet retry of a read; a business error will answer the same again.
 *
 * Changes are never retried and never paused (issue 32): TanStack Query's default network mode holds a
 * mutation while the browser is offline and sends it when the connection comes back — a payment the user may
 * have given up on, sent behind their back. With `networkMode: 'always'` the call runs at once, and the
 * client refuses it there ("You are offline. Nothing was sent", src/api/client.ts).
 */
export function createQueryClient({ retryReads = true }: { retryReads?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryReads ? (count, error) => count < 1 && isNetworkError(error) : false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
