import { useDeferredValue, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '../../api/paging';
import { Empty, Loading } from './DataView';
import { ErrorState } from './ErrorState';
import { ListEnd } from './ListEnd';
import './InfiniteList.css';

interface InfiniteListProps<T> {
  /** the list's paged query, from its API group (`pagedQuery`) */
  query: PagedQuery<T>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  emptyText?: string;
  /** shown when there are no rows at all, in place of the plain empty text (a block with its own action) */
  empty?: ReactNode;
  /** shown while the first page loads (rows' skeletons); the spinner by default */
  loading?: ReactNode;
  className?: string;
  /** the list's own class for each row's box, for what the list draws between its rows */
  itemClassName?: string;
}

/** A paged list that loads the next page as it scrolls into view, with loading, error and empty states. */
export function InfiniteList<T>({
  query: options,
  itemKey,
  renderItem,
  emptyText,
  empty,
  loading,
  className,
  itemClassName,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(options);
  // The rows render from a deferred copy of the pages: a page that arrives is drawn in a transition, its
  // work split into short tasks, instead of one long synchronous render of twenty cards. Until the copy has
  // caught up, the list still says it is loading.
  const data = useDeferredValue(query.data);

  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return loading ?? <Loading />;
  const items = data.pages.flatMap((page) => (Array.isArray(page?.list) ? page.list : []));
  if (items.length === 0) return empty ?? <Empty text={emptyText} />;

  return (
    <div className={className}>
      {items.map((item, index) => (
        <div
          key={itemKey(item)}
          className={itemClassName ? `infinite-item ${itemClassName}` : 'infinite-item'}
        >
          {renderItem(item, index)}
        </div>
      ))}
      <ListEnd
        hasMore={query.hasNextPage}
        drawing={data !== query.data}
        rows={items.length}
        // A page on its way is never thrown away for a second ask of it (another list of the same query, a
        // list drawn again): `cancelRefetch: false` waits for the running fetch instead of starting it over.
        loadMore={() => query.fetchNextPage({ throwOnError: true, cancelRefetch: false })}
        doneText={t('list.noMore')}
      />
    </div>
  );
}
