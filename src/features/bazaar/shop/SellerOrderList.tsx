import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  bazaarOrderPages,
  useRefreshMarketOrders,
  type BazaarOrder,
  type BazaarOrderFilter,
} from '../../../api/goods/goods';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { MarketOrderCard } from '../MarketOrderCard';
import { CourierSheet } from './CourierSheet';

/** The seller's orders (all, one state's, or one listing's); a paid one is shipped from its card. */
export function SellerOrderList({
  filter,
  emptyText,
}: {
  filter: Omit<BazaarOrderFilter, 'role'>;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshMarketOrders();
  const [shipping, setShipping] = useState<BazaarOrder | null>(null);
  return (
    <>
      <InfiniteList<BazaarOrder>
        className="market-orders"
        query={bazaarOrderPages({ ...filter, role: 'seller' })}
        itemKey={(order) => order.id}
        emptyText={emptyText}
        renderItem={(order) => (
          <MarketOrderCard
            order={order}
            role="seller"
            onTimeUp={refresh}
            actions={
              order.status === 1 ? (
                <Button size="small" color="primary" onClick={() => setShipping(order)}>
                  {t('bazaar.ship.action')}
                </Button>
              ) : null
            }
          />
        )}
      />
      {shipping ? <CourierSheet order={shipping} visible onClose={() => setShipping(null)} /> : null}
    </>
  );
}
