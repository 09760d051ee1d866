import { useTranslation } from 'react-i18next';
import { MoneyShell } from '../balance';
import { useRechargeMethodName } from '../../api/config';
import { rechargePages } from '../../api/account/profile';
import { RechargeRecordList } from './RechargeRecordList';

/** Every top-up, whatever the method. */
export default function TopUpRecords() {
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
