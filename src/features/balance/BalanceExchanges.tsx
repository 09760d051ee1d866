import { useTranslation } from 'react-i18next';
import { exchangePages, type ExchangeRecord } from '../../api/wallet/wallet';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { ExchangeRow } from '../exchange';
import { MoneyShell } from './MoneyShell';

/** Past exchanges, newest first, 20 a page. */
export default function BalanceExchanges() {
  const { t } = useTranslation();
  return (
    <MoneyShell>
      <InfiniteList<ExchangeRecord>
        className="money-list"
        query={exchangePages()}
        itemKey={(record) => record.id}
        renderItem={(record) => <ExchangeRow record={record} />}
        emptyText={t('money.noExchanges')}
      />
    </MoneyShell>
  );
}
