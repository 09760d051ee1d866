import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { Page, PageQuery } from './types';

/** Rows a page lists ask for; rankings, winners, the sell list, my orders and the team ask 10 (docs/api.md). */
export const PAGE_SIZE = 20;
export const SMALL_PAGE_SIZE = 10;

/**
 * A list read page by page as it scrolls (pages from 1), cached under its key and page size. It ends
 * once `total` rows are in or a page comes back empty.
 */
export function pagedQuery<T>(
  queryKey: QueryKey,
  fetchPage: (page: PageQuery) => Promise<Page<T> | null>,
  pageSize = PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, { pageSize }],
    queryFn: ({ pageParam }) => fetchPage({ pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T> | null, pages: (Page<T> | null)[]) => {
      const loaded = pages.reduce((n, page) => n + (page?.list?.length ?? 0), 0);
      const total = last?.total ?? 0;
      return last && last.list?.length && loaded < total ? pages.length + 1 : undefined;
    },
  });
}

export type PagedQuery<T> = ReturnType<typeof pagedQuery<T>>;

/**
 * A whole list, one page's rows at a time, for a call that cannot filter or look up by id: ends once
 * `total` rows are read or a page comes back empty. Break out early to stop reading.
 */
export async function* rowsPageByPage<T>(fetchPage: (page: PageQuery) => Promise<Page<T>>) {
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await fetchPage({ pageIndex, pageSize: PAGE_SIZE });
    yield page.list;
    if (page.list.length === 0 || pageIndex * PAGE_SIZE >= page.total) return;
  }
}
