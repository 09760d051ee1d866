import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../api/orders';

/** The draw as the order sees it: the winning number, how many took part, and the user's numbers (the winner marked). */
export function OrderNumbers({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const win = order.result?.winNumber ?? order.winNumber;
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
      <ul className="order-numbers">
        {order.numbers.map((number) => {
          const winning = number === win;
          return (
            <li key={number} className={winning ? 'is-winning' : undefined}>
              {number}
              {winning ? <span className="order-number-mark"> ({t('order.draw.winningMark')})</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
