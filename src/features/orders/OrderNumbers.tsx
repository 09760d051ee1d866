import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/orders/orders';
import { LotteryNumbers } from '../product';
import './order.css';
import './OrderNumbers.css';

/** The draw as the order sees it: the winning number, how many took part, and the user's numbers (the winner marked). */
export function OrderNumbers({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="card order-draw" aria-label={t('order.draw.title')}>
      <h2 className="order-section-title">{t('order.draw.title')}</h2>
      {order.result ? (
        <p className="order-draw-result">
          {t('order.draw.taking', {
            participants: order.result.participants,
            units: order.result.totalUnits,
          })}
        </p>
      ) : (
        <p className="order-draw-result">{t('order.draw.pending')}</p>
      )}
      <h3 className="order-subtitle">{t('order.draw.myNumbers')}</h3>
      <LotteryNumbers numbers={order.numbers} winNumber={order.result?.winNumber ?? order.winNumber} />
    </section>
  );
}
