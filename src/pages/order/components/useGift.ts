import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGiftsList, messageKeys, type Gift } from '../../../api/message';
import { PAGE_SIZE } from '../../../ui/InfiniteList';

/** One received gift. There is no call for a single gift, so the gift box is read until it turns up. */
async function findGift(id: number): Promise<Gift | null> {
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await getGiftsList({ pageIndex, pageSize: PAGE_SIZE });
    const gift = page.list.find((candidate) => candidate.id === id);
    if (gift) return gift;
    if (page.list.length === 0 || pageIndex * PAGE_SIZE >= page.total) return null;
  }
}

export const giftQuery = (id: number) =>
  queryOptions({ queryKey: [...messageKeys.all, 'gift', id], queryFn: () => findGift(id) });

export const useGift = (id: number) => useQuery(giftQuery(id));
