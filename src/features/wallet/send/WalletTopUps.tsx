import { useTranslation } from 'react-i18next';
import { useRechargeMethodName } from '../../../api/config';
import { walletRechargePages } from '../../../api/account/profile';
import { RechargeRecordList } from '../../checkout';
import { WalletShell } from '../WalletShell';

/** The current account's card top-ups, newest first, 20 a page; one still waiting opens its checkout. */
export default function WalletTopUps() {
  const { t } = useTranslation();
  const methodName = useRechargeMethodName();
  return (
    <WalletShell>
      {(wallet) => (
        <RechargeRecordList
          query={walletRechargePages(wallet.id)}
          methodName={methodName}
          emptyText={t('wallet.topUp.empty')}
        />
      )}
    </WalletShell>
  );
}
