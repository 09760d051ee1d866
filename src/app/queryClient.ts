import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '../lib/errors';

/** Only a dropped connection is worth one quiet retry; a business error will answer the same again. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isNetworkError(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
