import { useTranslation } from 'react-i18next';
import { MoneyShell } from './components/MoneyShell';
import { RechargeRecordList } from './components/RechargeRecordList';
import { CARD_TYPE } from './components/rechargePay';

/** The card payments: top-ups of the card recharge_type. */
export default function PaddleListPage() {
  const { t } = useTranslation();
  return (
    <MoneyShell>
      <RechargeRecordList type={CARD_TYPE} emptyText={t('money.noCardPayments')} />
    </MoneyShell>
  );
}
