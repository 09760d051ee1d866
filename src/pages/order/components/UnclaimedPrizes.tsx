import { useTranslation } from 'react-i18next';
import { getCrowdOrderList, getTreasureOrderList, orderKeys, type Order } from '../../../api/orders';
import type { Page } from '../../../api/types';
import { InfiniteList, SMALL_PAGE_SIZE } from '../../../ui/InfiniteList';
import { isListedOrder } from './heldItem';
import { OrderCard } from './OrderCard';
import type { ItemFlow } from './useItemFlow';

/** A page of won draw and crowdfunding prizes not yet claimed: the same page of both lists, newest first. */
async function fetchPrizes(pageIndex: number, pageSize: number): Promise<Page<Order>> {
  const query = { pageIndex, pageSize, itemState: 'unclaimed' as const };
  const [draws, crowds] = await Promise.all([getTreasureOrderList(query), getCrowdOrderList(query)]);
  const list = [...draws.list, ...crowds.list].sort((a, b) => b.createTime - a.createTime);
  return { list, total: draws.total + crowds.total };
}

export function UnclaimedPrizes({ flow }: { flow: ItemFlow }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="unclaimed-prizes">
      <h2 className="order-list-title" id="unclaimed-prizes">
        {t('order.unclaimed.prizes')}
      </h2>
      <InfiniteList<Order>
        className="order-list"
        queryKey={[...orderKeys.all, 'unclaimedPrizes']}
        pageSize={SMALL_PAGE_SIZE}
        fetchPage={fetchPrizes}
        itemKey={(order) => order.id}
        renderItem={(order) => (isListedOrder(order) ? <OrderCard order={order} flow={flow} /> : null)}
        emptyText={t('order.unclaimed.noPrizes')}
      />
    </section>
  );
}
