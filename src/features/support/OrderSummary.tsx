import { Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { KefuOrder } from '../../api/messages/kefu';
import { labelsOf } from '../../api/orders/rules/orderLabels';
import { ListingPrice } from '../bazaar';
import { OrderLabels } from '../orders';
import './chatOrder.css';

/**
 * An order as the chat shows it, in a message and in the list to send one from: its picture, name and number,
 * what was paid with its unit, and where it stands.
 */
export function OrderSummary({ order }: { order: KefuOrder }) {
  const { t } = useTranslation();
  return (
    <span className="chat-order">
      <Image src={order.thumbnail} alt="" fit="cover" className="chat-order-thumb" />
      <span className="chat-order-text">
        <span className="chat-order-name">{order.goodsName}</span>
        <span className="chat-order-no">{t('order.orderNo', { no: order.orderNo })}</span>
        <span className="chat-order-foot">
          <ListingPrice price={order.amount} currency={order.payType} className="chat-order-amount" />
          <OrderLabels labels={labelsOf(order)} />
        </span>
      </span>
    </span>
  );
}
