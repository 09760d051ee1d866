import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateBlock } from '../../ui/state/StateBlock';
import { href } from '../../lib/href';
import './order.css';

/** An order or gift that is not the user's, no longer there, or a link without a usable id. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <div className="state-box" data-testid="not-found">
      <StateBlock kind="empty" title={t('order.notFound')} description={t('order.notFoundText')}>
        <Link to={href('/pages/order/list')} className="order-link-button is-large">
          {t('order.toOrders')}
        </Link>
      </StateBlock>
    </div>
  );
}
