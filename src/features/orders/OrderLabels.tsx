import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderLabel } from '../../api/orders/rules/orderLabels';
import './OrderLabels.css';

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

/** An order's state as tags (`labelsOf(order)`, in the order area's words): on its card, its details, a chat. */
export function OrderLabels({ labels }: { labels: readonly OrderLabel[] }) {
  const { t } = useTranslation();
  return (
    <span className="order-labels">
      {labels.map((label) => (
        <Tag key={label} color={COLOR[label]} fill="outline" data-label={label}>
          {t(`order.label.${label}`)}
        </Tag>
      ))}
    </span>
  );
}
