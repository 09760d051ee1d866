import { useTranslation } from 'react-i18next';
import { bazaarOrderPages, useRefreshMarketOrders, type BazaarOrder } from '../../../api/goods/goods';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { MarketOrderCard } from '../../bazaar';
import { MarketStatusTabs } from '../../bazaar';
import { parseStatus } from '../../bazaar';
import { useQueryParam } from '../../../ui/hooks/usePageParams';
import { MarketOrderActions } from './MarketOrderActions';
import { marketOrderPath } from '../items/paths';
import '../order.css';

/** The buyer's market orders, ten a page, by state (`?status=`). */
export function MarketOrderList() {
  const { t } = useTranslation();
  const [status, setStatus] = useQueryParam('status', parseStatus);
  const refresh = useRefreshMarketOrders();
  return (
    <>
      <MarketStatusTabs
        role="buyer"
        value={status}
        onChange={(next) => setStatus(next === undefined ? undefined : String(next))}
      />
      <InfiniteList<BazaarOrder>
        key={status ?? 'all'}
        className="order-list"
        query={bazaarOrderPages({ role: 'buyer', status })}
        itemKey={(order) => order.id}
        emptyText={t('order.market.empty')}
        renderItem={(order) => (
          <MarketOrderCard
            order={order}
            role="buyer"
            to={marketOrderPath(order.id)}
            onTimeUp={refresh}
            actions={<MarketOrderActions order={order} />}
          />
        )}
      />
    </>
  );
}
