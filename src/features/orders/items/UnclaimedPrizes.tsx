import { useTranslation } from 'react-i18next';
import { unclaimedPrizePages, type Order } from '../../../api/orders/orders';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { OrderCard } from '../OrderCard';
import type { ItemFlow } from './useItemFlow';
import '../order.css';

export function UnclaimedPrizes({ flow }: { flow: ItemFlow }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="unclaimed-prizes">
      <h2 className="order-list-title" id="unclaimed-prizes">
        {t('order.unclaimed.prizes')}
      </h2>
      <InfiniteList<Order>
        className="order-list"
        query={unclaimedPrizePages()}
        itemKey={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} flow={flow} />}
        emptyText={t('order.unclaimed.noPrizes')}
      />
    </section>
  );
}
