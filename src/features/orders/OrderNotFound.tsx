import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import { StateBox } from '../../ui/state/StateBox';

/** An order or gift that is not the user's, no longer there, or a link without a usable id. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <StateBox
      testId="not-found"
      title={t('order.notFound')}
      text={t('order.notFoundText')}
      action={{ label: t('order.toOrders'), to: href('/pages/order/list'), link: true }}
    />
  );
}
