import type { ReactNode } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Page } from '../api/types';
import { Empty, Loading } from './DataView';
import { ErrorState } from './ErrorState';
import './InfiniteList.css';

export const PAGE_SIZE = 20;
/** Rank, winner, sell, my-order and team lists. */
export const SMALL_PAGE_SIZE = 10;

interface InfiniteListProps<T> {
  /** the list's query key without the page; each page is cached under it */
  queryKey: QueryKey;
  /** one page, 1-based */
  fetchPage: (page: number, pageSize: number) => Promise<Page<T> | null>;
  pageSize?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  emptyText?: string;
  className?: string;
  enabled?: boolean;
}

/** A paged list that loads the next page as it scrolls into view, with loading, error and empty states. */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  pageSize = PAGE_SIZE,
  itemKey,
  renderItem,
  emptyText,
  className,
  enabled = true,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize }],
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + (page?.list?.length ?? 0), 0);
      const total = last?.total ?? 0;
      return last && last.list?.length && loaded < total ? pages.length + 1 : undefined;
    },
    enabled,
  });

  if (query.isPending) return <Loading />;
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => (Array.isArray(page?.list) ? page.list : []));
  if (items.length === 0) return <Empty text={emptyText} />;

  return (
    <div className={className}>
      {items.map((item, index) => (
        <div key={itemKey(item)} className="infinite-item">
          {renderItem(item, index)}
        </div>
      ))}
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="infinite-retry" onClick={retry}>
              {t('list.failedRetry')}
            </button>
          ) : hasMore ? (
            <span className="infinite-status">
              {t('common.loading')}
              <DotLoading />
            </span>
          ) : (
            <span className="infinite-status">{t('list.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
