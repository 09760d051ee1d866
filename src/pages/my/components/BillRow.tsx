import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../../api/profile';
import { formatDateTime } from '../../../lib/format';
import { formatSigned } from './moneyFormat';
import { useMoneyText } from './useMoneyText';

/** One movement: what it was, the signed amount (in green, out red), the balance after it, when. */
export function BillRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation();
  const text = useMoneyText();
  const direction = entry.amount >= 0 ? 'in' : 'out';
  return (
    <article className="money-row" aria-label={entry.title}>
      <div className="money-row-main">
        <p className="money-row-title">{entry.title}</p>
        <p className="money-row-sub">{formatDateTime(entry.createTime, i18n.language)}</p>
      </div>
      <div className="money-row-side">
        <strong className={`money-row-amount money-${direction}`}>
          {formatSigned(entry.amount, entry.asset, i18n.language)}
        </strong>
        <span className="money-row-sub">
          {t('money.after', { amount: text.amount(entry.after, entry.asset) })}
        </span>
      </div>
    </article>
  );
}
