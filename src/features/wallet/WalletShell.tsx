import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '../../api/wallet/wallet';
import { href } from '../../lib/href';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { useCurrentWallet } from './useCurrentWallet';
import '../../ui/money/money.css';
import './walletFlows.css';

interface WalletShellProps {
  /** the page's class: the send pages' by default */
  className?: string;
  right?: ReactNode;
  title?: ReactNode;
  /** the page's body for the account it works on */
  children: (wallet: WalletAccount) => ReactNode;
}

/**
 * The shell of every wallet page that works on the current account: the account once read (loading, an error
 * with retry), none yet: "create a wallet first".
 */
export function WalletShell({
  className = 'money-page wallet-flow',
  right,
  title,
  children,
}: WalletShellProps) {
  const { t } = useTranslation();
  const { query, wallet, hasNone } = useCurrentWallet();
  const body = () => {
    if (hasNone)
      return (
        <StateBox
          testId="need-wallet"
          title={t('wallet.needWallet.title')}
          text={t('wallet.needWallet.description')}
          action={{ label: t('wallet.needWallet.create'), to: href('/pages/wallet/create'), primary: true }}
        />
      );
    if (query.isError && !query.data)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    if (!wallet) return <Loading />;
    return children(wallet);
  };
  return (
    <PageShell title={title} right={wallet ? right : undefined} className={className}>
      {body()}
    </PageShell>
  );
}
