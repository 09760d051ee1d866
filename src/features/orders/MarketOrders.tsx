import { useTranslation } from 'react-i18next';
import { parseId } from '../../lib/validate';
import { PageShell } from '../../ui/layout/PageShell';
import { usePageParams } from '../../ui/hooks/usePageParams';
import { MarketOrderDetails } from './market/MarketOrderDetails';
import { MarketOrderList } from './market/MarketOrderList';
import { OrderNotFound } from './OrderNotFound';
import { SignedIn } from './items/SignedIn';

/**
 * `/pages/order/market`: what the user bought on the bazaar, by state — pay within the hour, confirm
 * receipt once shipped; `?id=`: one order's details.
 */
export default function MarketOrders() {
  const { t } = useTranslation();
  const [params] = usePageParams();
  const raw = params.get('id');
  const id = parseId(raw);
  return (
    <PageShell title={raw === null ? undefined : t('order.market.details')}>
      <SignedIn>
        {raw === null ? (
          <MarketOrderList />
        ) : id === null ? (
          <OrderNotFound />
        ) : (
          <MarketOrderDetails id={id} />
        )}
      </SignedIn>
    </PageShell>
  );
}
