import { useInfiniteQuery } from '@tanstack/react-query';
import { getGiftsList, messageKeys, type Gift } from '../../../api/message';
import { PAGE_SIZE } from '../../../ui/InfiniteList';

/**
 * The gift box read page by page. GetGiftsList has no status filter, so the unclaimed gifts are picked
 * out here; a page may hold none of them, so paging goes on by the raw pages, not by what is shown.
 */
export function useGiftPages(keep: (gift: Gift) => boolean) {
  const query = useInfiniteQuery({
    queryKey: [...messageKeys.all, 'gifts', 'infinite'],
    queryFn: ({ pageParam }) => getGiftsList({ pageIndex: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
  });
  const gifts = query.data?.pages.flatMap((page) => page.list).filter(keep) ?? [];
  return { query, gifts };
}
