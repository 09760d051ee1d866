import { useEffect } from 'react';
import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../api/account/account';
import { useRefreshMe } from '../../api/cache';
import { useRefreshWallet } from '../../api/wallet/wallet';
import { rechargesQuery, type RechargeRecord } from '../../api/account/profile';
import { DataView } from '../../ui/state/DataView';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { MoneyShell } from '../balance';
import { RechargeCheckout } from './RechargeCheckout';
import { useStartRecharge } from './rechargePay';
import { href } from '../../lib/href';
import { parseId } from '../../lib/validate';
import { useFormat } from '../../ui/hooks/useFormat';

/** The payment reports back to the server; the page asks for the record this often until it settles. */
export const SETTLE_POLL_MS = 2_000;

/** A new order is among the newest: the first page of the records holds it. */
const LATEST = { pageIndex: 1, pageSize: 20 };

const find = (list: RechargeRecord[] | undefined, orderNo: string) =>
  list?.find((record) => record.orderNo === orderNo);

/** Card checkout: the order, then paid (balance refreshed) or failed (pay again). */
export default function CardCheckout() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  // A wallet account's USDT top-up (Wallet/recharge) is listed with its account, not with the balance's.
  const walletId = parseId(params.get('wallet_id'));
  const query = useQuery({
    ...rechargesQuery(walletId ? { ...LATEST, wallet_id: walletId } : LATEST),
    select: (page) => find(page?.list, orderNo) ?? null,
    enabled: orderNo !== '',
    refetchInterval: (current) =>
      find(current.state.data?.list, orderNo)?.status === 0 ? SETTLE_POLL_MS : false,
  });

  return (
    <MoneyShell>
      {orderNo === '' ? (
        <Result status="warning" title={t('money.orderNotFound')} />
      ) : (
        <DataView query={query} emptyText={t('money.orderNotFound')}>
          {(record) => <Checkout record={record} />}
        </DataView>
      )}
    </MoneyShell>
  );
}

function Checkout({ record }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const refreshWallet = useRefreshWallet();
  const start = useStartRecharge();
  const balance = useMe((me) => me.balance).data ?? 0;
  const paid = record.status === 1;
  const forWallet = record.wallet_id !== null && record.wallet_id !== undefined;

  // The top-up was credited by the provider's report, not by a call of this page: the user (or the wallet)
  // is read again.
  useEffect(() => {
    if (!paid) return;
    if (forWallet) void refreshWallet();
    else void refreshMe();
  }, [paid, forWallet, refreshMe, refreshWallet]);

  return (
    <>
      <RechargeCheckout record={record} />
      {paid ? (
        <Result
          className="card money-result"
          status="success"
          title={t('money.paidTitle')}
          description={
            forWallet
              ? t('money.walletCredited', { amount: format.usdt(record.amount) })
              : t('money.newBalance', { balance: format.balance(balance) })
          }
        />
      ) : null}
      {record.status === 2 ? (
        <Result
          className="card money-result"
          status="error"
          title={t('money.failedTitle')}
          description={t('money.failedText')}
        />
      ) : null}
      <SendFateNotice {...start.notice} />
      <div className="money-actions">
        {record.status === 2 && !forWallet ? (
          <SendButton
            block
            color="primary"
            size="large"
            disabled={start.blocked}
            onSend={() => start.run({ amount: record.amount, type: record.type, replace: true })}
          >
            {t('money.payAgain')}
          </SendButton>
        ) : null}
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() =>
            navigate(forWallet ? href('/pages/wallet/paddleList') : href('/pages/my/RechargeRecord'))
          }
        >
          {t('money.allRecharges')}
        </Button>
      </div>
    </>
  );
}
