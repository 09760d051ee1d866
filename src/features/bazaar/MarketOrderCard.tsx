import type { ReactNode } from 'react';
import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BazaarOrder, BazaarOrderStatus } from '../../api/goods/goods';
import { maskName, maskPhone } from '../../lib/format';
import { useFormat } from '../../ui/hooks/useFormat';
import { statusName, type MarketRole } from './marketOrderStatus';
import { TimeLeft } from './TimeLeft';
import './MarketOrderCard.css';
import { Amount } from '../../ui/money/Amount';

const COLOR: Record<BazaarOrderStatus, string> = {
  0: 'warning',
  1: 'primary',
  2: 'primary',
  3: 'success',
  4: 'default',
};

interface MarketOrderCardProps {
  order: BazaarOrder;
  /** whose list it is in: the buyer sees the seller, the seller the buyer (masked) and where to ship */
  role: MarketRole;
  /** the order's own page, when there is one */
  to?: string;
  /** the buttons its state allows */
  actions?: ReactNode;
  /** a deadline shown on it has passed: the order is read again */
  onTimeUp?: () => void;
}

/**
 * One market order, for either side: what was bought, the total in its currency, the state and what it
 * waits for (the time left to pay, where to ship, the courier number and the time left to automatic
 * receipt, what was credited). Strings: area `bazaar`.
 */
export function MarketOrderCard({ order, role, to, actions, onTimeUp }: MarketOrderCardProps) {
  const { t } = useTranslation();
  const main = (
    <>
      <Image src={order.image} alt="" fit="cover" className="market-order-thumb" />
      <div className="market-order-text">
        <h3 className="market-order-name">{order.name}</h3>
        <p className="market-order-meta">
          <Amount value={order.price} unit={order.currency} /> × {order.quantity}
        </p>
        <p className="market-order-meta">
          {role === 'seller'
            ? t('bazaar.order.buyer', { name: maskName(order.buyer_name) })
            : t('bazaar.order.seller', { name: maskName(order.seller_name) })}
        </p>
      </div>
    </>
  );
  return (
    <article className="market-order" aria-label={order.name} data-status={order.status}>
      <header className="market-order-head">
        <span className="market-order-no">{t('bazaar.order.no', { no: order.order_no })}</span>
        <Tag color={COLOR[order.status]} fill="outline">
          {t(`bazaar.status.${statusName(role, order.status)}`)}
        </Tag>
      </header>
      {to ? (
        <Link to={to} className="market-order-main">
          {main}
        </Link>
      ) : (
        <div className="market-order-main">{main}</div>
      )}
      <p className="market-order-total">
        <span>{t('bazaar.order.total')}</span>
        <strong>
          <Amount value={order.amount} unit={order.currency} />
        </strong>
      </p>
      <OrderState order={order} role={role} onTimeUp={onTimeUp} />
      {actions ? <div className="market-order-actions">{actions}</div> : null}
    </article>
  );
}

/** What the order waits for now, or how it ended. */
function OrderState({ order, role, onTimeUp }: Pick<MarketOrderCardProps, 'order' | 'role' | 'onTimeUp'>) {
  const { t } = useTranslation();
  const { time, amount: price } = useFormat();
  switch (order.status) {
    case 0:
      return (
        <p className="market-order-state">
          <TimeLeft until={order.pay_deadline} kind="pay" onEnd={onTimeUp} />
        </p>
      );
    case 1:
      return role === 'seller' ? (
        <section className="market-order-address" aria-label={t('bazaar.order.shipTo')}>
          <p className="market-order-recipient">
            {t('bazaar.order.shipTo')}: {order.recipient_name} {maskPhone(order.recipient_phone)}
          </p>
          <p>{order.address}</p>
        </section>
      ) : (
        <p className="market-order-state">{t('bazaar.order.waitingShipment')}</p>
      );
    case 2:
      return (
        <div className="market-order-state">
          <p>{t('bazaar.order.courier', { no: order.courier_number })}</p>
          {order.auto_receive_time ? (
            <p>
              <TimeLeft until={order.auto_receive_time} kind="receive" onEnd={onTimeUp} />
            </p>
          ) : null}
        </div>
      );
    case 3:
      return (
        <p className="market-order-state is-done">
          {role === 'seller'
            ? t('bazaar.order.credited', { amount: price(order.amount, order.currency) })
            : t('bazaar.order.receivedAt', { time: order.finish_time ? time(order.finish_time) : '' })}
        </p>
      );
    case 4:
      return <p className="market-order-state is-ended">{t('bazaar.order.notPaid')}</p>;
  }
}
