import { useTranslation } from 'react-i18next';
import type { ExchangeRecord } from '../../../api/wallet';
import { formatDateTime } from '../../../lib/format';
import { money } from '../../../lib/money';
import { useMoneyText } from './useMoneyText';

/** One exchange: what went out, what came in (after the fee), the rate and the fee, when. */
export function ExchangeRow({ record }: { record: ExchangeRecord }) {
  const { t, i18n } = useTranslation();
  const text = useMoneyText();
  const name = t('money.exchangeRowName', { from: text.unit(record.from), to: text.unit(record.to) });
  return (
    <article className="money-row" aria-label={name}>
      <div className="money-row-main">
        <p className="money-row-title">{name}</p>
        <p className="money-row-sub">
          {t('money.rateValue', {
            from: text.unit(record.from),
            rate: record.rate,
            to: text.unit(record.to),
          })}
        </p>
        <p className="money-row-sub">{t('money.feeValue', { amount: text.amount(record.fee, record.to) })}</p>
        <p className="money-row-sub">{formatDateTime(record.create_time, i18n.language)}</p>
      </div>
      <div className="money-row-side">
        <strong className="money-row-amount money-out">
          {text.signed(money(record.amount).neg(), record.from)}
        </strong>
        <strong className="money-row-amount money-in">{text.signed(record.received, record.to)}</strong>
      </div>
    </article>
  );
}
