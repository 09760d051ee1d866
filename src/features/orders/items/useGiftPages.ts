import { useInfiniteQuery } from '@tanstack/react-query';
import { giftPages, type Gift } from '../../../api/messages/message';

/** The gift box read page by page, with the gifts `keep` picks out of the pages read so far. */
export function useGiftPages(keep: (gift: Gift) => boolean) {
  const query = useInfiniteQuery(giftPages());
  const gifts = query.data?.pages.flatMap((page) => page?.list ?? []).filter(keep) ?? [];
  return { query, gifts };
}
