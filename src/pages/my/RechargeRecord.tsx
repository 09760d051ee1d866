import { useTranslation } from 'react-i18next';
import { MoneyShell } from './components/MoneyShell';
import { RechargeRecordList } from './components/RechargeRecordList';

/** Every top-up, whatever the method. */
export default function RechargeRecordPage() {
  const { t } = useTranslation();
  return (
    <MoneyShell>
      <RechargeRecordList emptyText={t('money.noRecharges')} />
    </MoneyShell>
  );
}
