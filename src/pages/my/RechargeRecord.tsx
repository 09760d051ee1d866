import { useTranslation } from 'react-i18next';
import { MoneyShell } from './components/MoneyShell';
import { useRechargeMethodName } from '../../api/config';
import { rechargePages } from '../../api/profile';
import { RechargeRecordList } from '../../ui/recharge/RechargeRecordList';

/** Every top-up, whatever the method. */
export default function RechargeRecordPage() {
  const { t } = useTranslation();
  const methodName = useRechargeMethodName();
  return (
    <MoneyShell>
      <RechargeRecordList
        query={rechargePages()}
        methodName={methodName}
        emptyText={t('money.noRecharges')}
      />
    </MoneyShell>
  );
}
