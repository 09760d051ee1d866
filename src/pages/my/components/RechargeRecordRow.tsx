import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RechargeRecord, RechargeStatus } from '../../../api/profile';
import { useBaseSettings } from '../../../api/config';
import { href } from '../../../lib/href';
import { useFormat } from '../../../ui/useFormat';

export const RECHARGE_STATUS: Record<RechargeStatus, { key: 'waiting' | 'paid' | 'failed'; color: string }> =
  {
    0: { key: 'waiting', color: 'warning' },
    1: { key: 'paid', color: 'success' },
    2: { key: 'failed', color: 'danger' },
  };

/** A recharge_type's name; types closed since the top-up are no longer listed, so their code shows. */
export function useMethodName() {
  const methods = useBaseSettings((s) => s.rechargeTypes);
  return (type: string) => methods.find((method) => method.type === type)?.name ?? type;
}

/** One top-up: amount, method, order number, time and status; one still waiting opens its checkout. */
export function RechargeRecordRow({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const methodName = useMethodName();
  const status = RECHARGE_STATUS[record.status] ?? RECHARGE_STATUS[2];
  return (
    <article className="money-row" aria-label={record.orderNo}>
      <div className="money-row-main">
        <p className="money-row-title">{methodName(record.type)}</p>
        <p className="money-row-sub">{record.orderNo}</p>
        <p className="money-row-sub">{format.time(record.createTime)}</p>
      </div>
      <div className="money-row-side">
        <strong className="money-row-amount">{format.balance(record.amount)}</strong>
        <Tag color={status.color} fill="outline">
          {t(`money.status.${status.key}`)}
        </Tag>
        {record.status === 0 ? (
          <Link className="money-row-link" to={href('/pages/my/paddle', { orderNo: record.orderNo })}>
            {t('money.viewPayment')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
