import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../lib/errors';
import { DataView } from '../../ui/state/DataView';
import { DetailsNotFound } from './DetailsNotFound';
import './detailsPage.css';

/** docs/api.md: the thing asked for does not exist. */
const NOT_FOUND = 404;

interface DetailsQueryViewProps<T> {
  query: UseQueryResult<T>;
  notFoundTitle: string;
  children: (data: NonNullable<T>) => ReactNode;
}

/** DataView for one product or issue: a 404 or an empty answer is "not found", not an error to retry. */
export function DetailsQueryView<T>({ query, notFoundTitle, children }: DetailsQueryViewProps<T>) {
  const missing =
    (query.isError && isApiError(query.error) && query.error.code === NOT_FOUND) || query.data === null;
  if (missing) return <DetailsNotFound title={notFoundTitle} />;
  return <DataView query={query}>{children}</DataView>;
}
