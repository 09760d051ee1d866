import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TransferRecipient } from './TransferRecipient';
import { WalletShell } from '../WalletShell';
import { WithdrawForm } from './WithdrawForm';

/** A transfer's first step (who receives), or with `?mode=withdraw` a withdrawal to the bound address. */
export default function Withdraw() {
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
