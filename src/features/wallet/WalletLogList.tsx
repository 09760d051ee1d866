import { useTranslation } from 'react-i18next';
import { walletLogPages, type TokenSymbol } from '../../api/wallet/wallet';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { WalletLogRow } from './WalletLogRow';

/** An account's movements, 20 a page as it scrolls: one token's, or every one. */
export function WalletLogList({ walletId, symbol }: { walletId: number; symbol?: TokenSymbol }) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      className="wallet-log"
      query={walletLogPages(walletId, symbol)}
      itemKey={(entry) => entry.id}
      renderItem={(entry) => <WalletLogRow entry={entry} />}
      emptyText={t('wallet.details.noHistory')}
    />
  );
}
