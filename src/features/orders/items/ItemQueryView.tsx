import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../lib/errors';
import { DataView } from '../../../ui/state/DataView';
import { OrderNotFound } from '../OrderNotFound';

/** docs/api.md: someone else's order is as unknown as a missing one, 404. */
const NOT_FOUND = 404;

/** DataView for one order or gift: a 404 or an empty answer is "not found", not an error to retry. */
export function ItemQueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const missing =
    (query.isError && isApiError(query.error) && query.error.code === NOT_FOUND) || query.data === null;
  if (missing) return <OrderNotFound />;
  return <DataView query={query}>{children}</DataView>;
}
