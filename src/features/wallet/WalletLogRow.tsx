import { useTranslation } from 'react-i18next';
import type { WalletLogEntry } from '../../api/wallet/wallet';
import { money } from '../../lib/money';
import { useFormat } from '../../ui/hooks/useFormat';
import { shortAddress } from './walletText';
import { Amount } from '../../ui/money/Amount';
import '../../ui/layout/panel.css';

/** One movement of an account: kind, signed amount, fee, the other side and the time. */
export function WalletLogRow({ entry }: { entry: WalletLogEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const incoming = money(entry.amount).gte(0);
  return (
    <div className="panel-log-row">
      <div className="panel-log-line">
        <span className="panel-log-kind">{t(`wallet.details.kind.${entry.kind}`)}</span>
        <span className={`panel-log-amount ${incoming ? 'is-in' : 'is-out'}`}>
          <Amount value={entry.amount} unit={entry.symbol} signed />
        </span>
      </div>
      <div className="panel-log-line panel-log-meta">
        <span>{format.time(entry.create_time)}</span>
        {money(entry.fee).gt(0) ? (
          <span>{t('wallet.details.fee', { fee: format.amount(entry.fee, entry.symbol) })}</span>
        ) : null}
      </div>
      {entry.counterparty ? (
        <div className="panel-log-line panel-log-meta">
          <span title={entry.counterparty}>
            {t(incoming ? 'wallet.details.from' : 'wallet.details.to', {
              address: shortAddress(entry.counterparty),
            })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
