import { useTranslation } from 'react-i18next';
import { exchangePages, type ExchangeRecord } from '../../../api/wallet/wallet';
import { ExchangeRow } from '../../exchange';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { WalletShell } from '../WalletShell';

/** The current account's token exchanges, newest first, 20 a page. */
export default function WalletExchanges() {
  const { t } = useTranslation();
  return (
    <WalletShell>
      {(wallet) => (
        <InfiniteList<ExchangeRecord>
          className="money-list"
          query={exchangePages(wallet.id)}
          itemKey={(record) => record.id}
          renderItem={(record) => <ExchangeRow record={record} />}
          emptyText={t('wallet.exchange.empty')}
        />
      )}
    </WalletShell>
  );
}
