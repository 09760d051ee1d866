import { useDeferredValue, useState, type ReactNode } from 'react';
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
  /**
   * Rows drawn while the list's end is out of reach: the rest of what has come is drawn when it comes near the
   * screen (as the next page is asked for), so a list under a tall header draws what can be seen first.
   */
  firstRows?: number;
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
  firstRows,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(options);
  // Once the end has come in reach, every row that has come is drawn, pages after too.
  const [allDrawn, setAllDrawn] = useState(firstRows === undefined);
  // The rows render from a deferred copy of the pages: a page that arrives is drawn in a transition, its
  // work split into short tasks, instead of one long synchronous render of twenty cards. Until the copy has
  // caught up, the list still says it is loading.
  const data = useDeferredValue(query.data);

  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return loading ?? <Loading />;
  const items = data.pages.flatMap((page) => (Array.isArray(page?.list) ? page.list : []));
  if (items.length === 0) return empty ?? <Empty text={emptyText} />;
  const rows = allDrawn ? items : items.slice(0, firstRows);
  const held = items.length - rows.length;

  return (
    <div className={className}>
      {rows.map((item, index) => (
        <div
          key={itemKey(item)}
          className={itemClassName ? `infinite-item ${itemClassName}` : 'infinite-item'}
        >
          {renderItem(item, index)}
        </div>
      ))}
      <ListEnd
        hasMore={held > 0 || query.hasNextPage}
        drawing={data !== query.data}
        rows={rows.length}
        // The rows held back first; then the next page. A page on its way is never thrown away for a second ask
        // of it (another list of the same query, a list drawn again): `cancelRefetch: false` waits for the
        // running fetch instead of starting it over.
        loadMore={() =>
          held > 0
            ? Promise.resolve(setAllDrawn(true))
            : query.fetchNextPage({ throwOnError: true, cancelRefetch: false })
        }
        doneText={t('list.noMore')}
      />
    </div>
  );
}
