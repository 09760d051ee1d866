import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { formatAmount } from '../../../lib/money';

/** The order being reviewed: its goods, number, quantity and what was paid. */
export function EvaluateOrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const amount = formatAmount(order.amount, i18n.language);
  return (
    <section className="evaluate-order">
      <img className="evaluate-thumb" src={order.thumbnail} alt="" />
      <div className="evaluate-order-text">
        <p className="evaluate-goods">{order.goodsName}</p>
        <p className="evaluate-meta">{t('evaluate.orderNo', { orderNo: order.orderNo })}</p>
        <p className="evaluate-meta">
          <span>{t('evaluate.quantity', { count: order.count })}</span>
          <span>
            {order.payType === 'points'
              ? t('evaluate.paidPoints', { amount })
              : t('evaluate.paidBalance', { amount })}
          </span>
        </p>
      </div>
    </section>
  );
}
