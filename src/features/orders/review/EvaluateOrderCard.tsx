import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders/orders';
import { useFormat } from '../../../ui/hooks/useFormat';

/** The order being reviewed: its goods, number, quantity and what was paid. */
export function EvaluateOrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const amount = useFormat().amount(order.amount, order.payType);
  return (
    <section className="evaluate-order">
      <img className="thumb evaluate-thumb" src={order.thumbnail} alt="" />
      <div className="evaluate-order-text">
        <p className="evaluate-goods">{order.goodsName}</p>
        <p className="evaluate-meta">{t('evaluate.orderNo', { orderNo: order.orderNo })}</p>
        <p className="evaluate-meta">
          <span>{t('evaluate.quantity', { count: order.count })}</span>
          <span>{t('evaluate.paid', { amount })}</span>
        </p>
      </div>
    </section>
  );
}
