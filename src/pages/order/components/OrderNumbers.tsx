import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../api/orders';

/** Three rows of numbers at 375 px; a crowdfunding order can hold hundreds. */
const FOLDED = 12;

/** The numbers shown while folded: the first ones, and the winning one even when it comes later. */
function foldedNumbers(numbers: string[], win: string | null | undefined): string[] {
  const first = numbers.slice(0, FOLDED);
  if (!win || first.includes(win) || !numbers.includes(win)) return first;
  return [win, ...first.slice(0, FOLDED - 1)];
}

/** The draw as the order sees it: the winning number, how many took part, and the user's numbers (the winner marked). */
export function OrderNumbers({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const win = order.result?.winNumber ?? order.winNumber;
  const foldable = order.numbers.length > FOLDED;
  const shown = open || !foldable ? order.numbers : foldedNumbers(order.numbers, win);
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
        {shown.map((number) => {
          const winning = number === win;
          return (
            <li key={number} className={winning ? 'is-winning' : undefined}>
              {number}
              {winning ? <span className="order-number-mark"> ({t('order.draw.winningMark')})</span> : null}
            </li>
          );
        })}
      </ul>
      {foldable ? (
        <button
          type="button"
          className="order-numbers-toggle"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('order.draw.showLess') : t('order.draw.showAll', { count: order.numbers.length })}
        </button>
      ) : null}
    </section>
  );
}
