import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RechargeRecord } from '../../api/account/profile';
import { useRechargeMethodName } from '../../api/config';
import { RECHARGE_STATUS } from './RechargeRecordRow';
import { FactList } from '../../ui/display/FactList';
import { Amount } from '../../ui/money/Amount';

/** The order being paid: amount, order number, method, and whether it has settled yet. */
export function RechargeCheckout({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const methodName = useRechargeMethodName();
  const facts = [
    { label: t('money.orderNo'), value: record.orderNo },
    { label: t('money.payMethod'), value: methodName(record.type) },
    { label: t('money.paymentStatus'), value: t(`money.status.${RECHARGE_STATUS[record.status].key}`) },
  ];
  return (
    <section className="card money-checkout" aria-label={t('money.checkout')}>
      <p className="money-hero-label">{t('money.amountToPay')}</p>
      <p className="money-checkout-amount">
        <Amount value={record.amount} unit="balance" />
      </p>
      <FactList facts={facts} className="money-facts" />
      {record.status === 0 ? (
        <div className="money-waiting" role="status">
          <DotLoading color="primary" /> {t('money.waitingSettle')}
        </div>
      ) : null}
    </section>
  );
}
