import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { StateBlock } from './StateBlock';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

interface DataViewProps<T> {
  query: UseQueryResult<T>;
  /** treated as "no data" (besides null/undefined) */
  isEmpty?: (data: NonNullable<T>) => boolean;
  emptyText?: string;
  /** a failure or "nothing here" as one line (StateBlock's `inline`), where the view is a strip */
  inline?: boolean;
  children: (data: NonNullable<T>) => ReactNode;
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="state-box" role="status" aria-label={t('common.loading')}>
      <DotLoading color="primary" />
    </div>
  );
}

export function Empty({ text, inline }: { text?: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="state-box" data-testid="empty-state">
      <StateBlock kind="empty" title={text ?? t('common.noData')} inline={inline} />
    </div>
  );
}

/** One data view: loading, error with retry, empty, or the data. Kept data stays on screen while refetching. */
export function DataView<T>({ query, isEmpty, emptyText, inline, children }: DataViewProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError && query.data === undefined) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} inline={inline} />;
  }
  const data = query.data;
  if (data === null || data === undefined || (isEmpty?.(data) ?? false))
    return <Empty text={emptyText} inline={inline} />;
  return <>{children(data)}</>;
}
