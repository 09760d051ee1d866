import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TransferRecipient } from './components/TransferRecipient';
import { WalletShell } from './components/WalletShell';
import { WithdrawForm } from './components/WithdrawForm';

/** A transfer's first step (who receives), or with `?mode=withdraw` a withdrawal to the bound address. */
export default function TransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('mode') === 'withdraw')
    return (
      <WalletShell title={t('wallet.withdraw.title')}>
        {(wallet) => <WithdrawForm wallet={wallet} />}
      </WalletShell>
    );
  return <WalletShell>{() => <TransferRecipient initial={params.get('to') ?? ''} />}</WalletShell>;
}
