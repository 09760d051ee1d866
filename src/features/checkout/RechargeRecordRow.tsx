import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RechargeRecord, RechargeStatus } from '../../api/account/profile';
import { href } from '../../lib/href';
import { useFormat } from '../../ui/hooks/useFormat';

export const RECHARGE_STATUS: Record<RechargeStatus, { key: 'waiting' | 'paid' | 'failed'; color: string }> =
  {
    0: { key: 'waiting', color: 'warning' },
    1: { key: 'paid', color: 'success' },
    2: { key: 'failed', color: 'danger' },
  };

/**
 * One top-up (the mall balance's or a wallet account's USDT): amount, method, order number, time and status;
 * one still waiting opens its checkout. Strings: area `money`.
 */
export function RechargeRecordRow({ record, methodName }: { record: RechargeRecord; methodName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const status = RECHARGE_STATUS[record.status] ?? RECHARGE_STATUS[2];
  // A wallet account's top-up is USDT and its checkout looks among that account's records.
  const walletId = record.wallet_id ?? undefined;
  const amount = walletId === undefined ? format.balance(record.amount) : format.usdt(record.amount);
  return (
    <article className="money-row" aria-label={record.orderNo}>
      <div className="money-row-main">
        <p className="money-row-title">{methodName}</p>
        <p className="money-row-sub">{record.orderNo}</p>
        <p className="money-row-sub">{format.time(record.createTime)}</p>
      </div>
      <div className="money-row-side">
        <strong className="money-row-amount">{amount}</strong>
        <Tag color={status.color} fill="outline">
          {t(`money.status.${status.key}`)}
        </Tag>
        {record.status === 0 ? (
          <Link
            className="money-row-link"
            to={href('/pages/my/paddle', { orderNo: record.orderNo, wallet_id: walletId })}
          >
            {t('money.viewPayment')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
