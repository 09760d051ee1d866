import { useTranslation } from 'react-i18next';
import { PageShell } from '../../ui/PageShell';
import { MarketStatusTabs } from '../../ui/market/MarketStatusTabs';
import { parseStatus } from '../../ui/market/marketOrderStatus';
import { useQueryParam } from '../../ui/usePageParams';
import { SellerGate } from './components/SellerGate';
import { SellerOrderList } from './components/SellerOrderList';
import './bazaar.css';

/** `/pages/bazaar/order?status=`: the shop's orders by state; paid ones are shipped with a courier number. */
export default function ShopOrdersPage() {
  return (
    <PageShell>
      <SellerGate>{() => <ShopOrders />}</SellerGate>
    </PageShell>
  );
}

function ShopOrders() {
  const { t } = useTranslation();
  const [status, setStatus] = useQueryParam('status', parseStatus);
  return (
    <div className="bazaar-page">
      <MarketStatusTabs
        role="seller"
        value={status}
        onChange={(next) => setStatus(next === undefined ? undefined : String(next))}
      />
      <div className="bazaar-list">
        <SellerOrderList key={status ?? 'all'} filter={{ status }} emptyText={t('bazaar.order.none')} />
      </div>
    </div>
  );
}
