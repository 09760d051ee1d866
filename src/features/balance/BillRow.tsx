import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../api/account/profile';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';

/** One movement: what it was, the signed amount (in green, out red), the balance after it, when. */
export function BillRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const text = useFormat();
  const direction = entry.amount >= 0 ? 'in' : 'out';
  return (
    <article className="money-row" aria-label={entry.title}>
      <div className="money-row-main">
        <p className="money-row-title">{entry.title}</p>
        <p className="money-row-sub">{text.time(entry.createTime)}</p>
      </div>
      <div className="money-row-side">
        <Amount
          as="strong"
          className={`money-row-amount money-${direction}`}
          value={entry.amount}
          unit={entry.asset}
          signed
        />
        <span className="money-row-sub">
          {t('money.after', { amount: text.amount(entry.after, entry.asset) })}
        </span>
      </div>
    </article>
  );
}
