import { useTranslation } from 'react-i18next';
import { MoneyShell } from '../balance';
import { useRechargeMethodName } from '../../api/config';
import { rechargePages } from '../../api/account/profile';
import { RechargeRecordList } from './RechargeRecordList';
import { CARD_TYPE } from './rechargePay';

/** The card payments: top-ups of the card recharge_type. */
export default function CardPayments() {
  const { t } = useTranslation();
  const methodName = useRechargeMethodName();
  return (
    <MoneyShell>
      <RechargeRecordList
        query={rechargePages(CARD_TYPE)}
        methodName={methodName}
        emptyText={t('money.noCardPayments')}
      />
    </MoneyShell>
  );
}
