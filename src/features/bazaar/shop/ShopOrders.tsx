import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../ui/layout/PageShell';
import { MarketStatusTabs } from '../MarketStatusTabs';
import { parseStatus } from '../marketOrderStatus';
import { useQueryParam } from '../../../ui/hooks/usePageParams';
import { SellerGate } from './SellerGate';
import { SellerOrderList } from './SellerOrderList';
import './bazaar.css';

/** `/pages/bazaar/order?status=`: the shop's orders by state; paid ones are shipped with a courier number. */
export default function ShopOrders() {
  return (
    <PageShell>
      <SellerGate>{() => <SellerOrders />}</SellerGate>
    </PageShell>
  );
}

function SellerOrders() {
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
