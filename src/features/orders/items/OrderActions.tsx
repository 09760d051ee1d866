import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../api/orders/orders';
import { ClaimButton } from './ClaimButton';
import { itemOfOrder } from './heldItem';
import { actionsOf, type OrderAction } from '../../../api/orders/rules/orderLabels';
import { evaluatePath, LOGISTICS_PATH, SHOP_PATH } from './paths';
import type { ItemFlow } from './useItemFlow';
import '../order.css';

interface OrderActionsProps {
  order: Order;
  flow: ItemFlow;
}

/** The buttons that apply to the order in its state; navigation ones are links. */
export function OrderActions({ order, flow }: OrderActionsProps) {
  const actions = actionsOf(order);
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action) => (
        <ActionButton key={action} action={action} order={order} flow={flow} />
      ))}
    </div>
  );
}

function ActionButton({ action, order, flow }: OrderActionsProps & { action: OrderAction }) {
  const { t } = useTranslation();
  const item = itemOfOrder(order);
  switch (action) {
    case 'claim':
      return <ClaimButton item={item} flow={flow} />;
    case 'evaluate':
      return (
        <Link className="order-link-button is-primary" to={evaluatePath(order.id, order.kind)}>
          {t('order.action.evaluate')}
        </Link>
      );
    case 'logistics':
      return (
        <Link className="order-link-button" to={LOGISTICS_PATH}>
          {t('order.action.logistics')}
        </Link>
      );
    case 'shop':
      return (
        <Link className="order-link-button" to={SHOP_PATH}>
          {t('order.action.shop')}
        </Link>
      );
    default:
      return (
        <Button
          size="small"
          color="primary"
          fill={action === 'ship' ? 'solid' : 'outline'}
          onClick={() => flow.run(action, item)}
        >
          {t(`order.action.${action}`)}
        </Button>
      );
  }
}
