import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../api/orders/orders';
import { OrderActions } from './items/OrderActions';
import { OrderLabels } from './OrderLabels';
import { labelsOf } from '../../api/orders/rules/orderLabels';
import { detailsPathOf } from '../../api/orders/rules/orderKinds';
import { useOrderFormat } from './items/useOrderFormat';
import type { ItemFlow } from './items/useItemFlow';
import './order.css';

interface OrderCardProps {
  order: Order;
  flow: ItemFlow;
}

/** One order in a list: opens its details; the actions its state allows sit under it. */
export function OrderCard({ order, flow }: OrderCardProps) {
  const { t } = useTranslation();
  const { paid } = useOrderFormat();
  return (
    <article className="order-card" aria-label={order.goodsName}>
      <Link to={detailsPathOf(order.kind, order.id)} className="order-card-main">
        <Image src={order.thumbnail} alt="" fit="cover" className="order-thumb" />
        <div className="order-card-text">
          <h3 className="order-name">{order.goodsName}</h3>
          <p className="order-meta">{t('order.orderNo', { no: order.orderNo })}</p>
          {order.issueNumber ? (
            <p className="order-meta">{t('order.issue', { number: order.issueNumber })}</p>
          ) : null}
          <p className="order-paid">
            <span>{t('order.times', { n: order.count })}</span>
            <strong>{paid(order.amount, order.payType)}</strong>
          </p>
          <OrderLabels labels={labelsOf(order)} />
        </div>
      </Link>
      <OrderActions order={order} flow={flow} />
    </article>
  );
}
