import { useTranslation } from 'react-i18next';
import type { ExchangeRecord } from '../../api/wallet/wallet';
import { money } from '../../lib/money';
import { useFormat } from '../../ui/hooks/useFormat';
import { useRateLine } from './useRateLine';
import { Amount } from '../../ui/money/Amount';

/** One exchange: what went out, what came in (after the fee), the rate and the fee, when. */
export function ExchangeRow({ record }: { record: ExchangeRecord }) {
  const { t } = useTranslation();
  const text = useFormat();
  const rateLine = useRateLine();
  const name = t('money.exchangeRowName', { from: text.unitName(record.from), to: text.unitName(record.to) });
  return (
    <article className="money-row" aria-label={name}>
      <div className="money-row-main">
        <p className="money-row-title">{name}</p>
        <p className="money-row-sub">{rateLine(record.from, record.rate, record.to)}</p>
        <p className="money-row-sub">{t('money.feeValue', { amount: text.amount(record.fee, record.to) })}</p>
        <p className="money-row-sub">{text.time(record.create_time)}</p>
      </div>
      <div className="money-row-side">
        <Amount
          as="strong"
          className="money-row-amount money-out"
          value={money(record.amount).neg()}
          unit={record.from}
          signed
        />
        <Amount
          as="strong"
          className="money-row-amount money-in"
          value={record.received}
          unit={record.to}
          signed
        />
      </div>
    </article>
  );
}
