import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { labelsOf, type OrderLabel } from '../../../api/rules/orderLabels';

const COLOR: Record<OrderLabel, string> = {
  toBeDrawn: 'primary',
  winning: 'danger',
  notWinning: 'default',
  unclaimed: 'warning',
  unshipped: 'warning',
  pendingShipment: 'primary',
  shipped: 'primary',
  received: 'success',
  recycled: 'default',
  sold: 'default',
  gifted: 'default',
  listed: 'primary',
};

/** The order's state as tags. */
export function OrderLabels({ order }: { order: Pick<Order, 'drawState' | 'itemState'> }) {
  const { t } = useTranslation();
  return (
    <span className="order-labels">
      {labelsOf(order).map((label) => (
        <Tag key={label} color={COLOR[label]} fill="outline" data-label={label}>
          {t(`order.label.${label}`)}
        </Tag>
      ))}
    </span>
  );
}
