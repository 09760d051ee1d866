import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBaseSettings } from '../../../api/config';
import type { RechargeRecord } from '../../../api/account/profileTypes';
import {
  feeQuery,
  useWalletRecharge,
  type WalletAccount,
  type WalletRechargeOrder,
} from '../../../api/wallet/wallet';
import { useTopUpTrace } from '../../../api/wallet/walletTrace';
import { href } from '../../../lib/href';
import { toWire, type Money } from '../../../lib/money';
import { newRequestId } from '../../../lib/requestId';
import { AmountField } from '../../../ui/form/AmountField';
import { FactList } from '../../../ui/display/FactList';
import { useGoToPay } from '../../checkout';
import { SendButton } from '../../../ui/money/SendButton';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { PayMethodCard, usePayMethod } from '../../checkout';
import { useAmountField } from '../../../ui/form/useAmountField';
import { useFormat } from '../../../ui/hooks/useFormat';
import { NOT_SENT } from '../../../ui/money/useSendGuard';
import { useTracedSend } from '../../../ui/money/useTracedSend';
import { useSettled } from './useSettled';
import { FEE_DELAY_MS } from './useFeeAmount';
import { WalletShell } from '../WalletShell';
import { TOP_UP_MAX, TOP_UP_MIN } from '../walletMath';

/** A card top-up of the current account's USDT: amount, fee, an open payment method, then the checkout. */
export default function WalletTopUp() {
  const { t } = useTranslation();
  const records = (
    <Link className="money-nav-link" to={href('/pages/wallet/paddleList')}>
      {t('wallet.topUp.records')}
    </Link>
  );
  return <WalletShell right={records}>{(wallet) => <TopUpForm wallet={wallet} />}</WalletShell>;
}

interface TopUpDraft {
  amount: Money;
  /** the recharge_type chosen */
  type: string;
}

/** The checkout a top-up opens: its answer's, or its waiting record's (found after a lost answer). */
const checkoutOf = (wallet: WalletAccount, result: WalletRechargeOrder | RechargeRecord) =>
  'payUrl' in result
    ? result.payUrl
    : href('/pages/my/paddle', { orderNo: result.orderNo, wallet_id: wallet.id });

/**
 * The top-up form: one order per tap (its own request id), then its checkout. A lost answer is looked up among
 * the account's top-ups and never sent again; found, its checkout opens as the answer's would.
 */
function TopUpForm({ wallet }: { wallet: WalletAccount }) {
  const { t } = useTranslation();
  const format = useFormat();
  const method = usePayMethod(useBaseSettings((s) => s.rechargeTypes));
  const { type } = method;
  const amountField = useAmountField({ decimals: 2, min: TOP_UP_MIN, max: TOP_UP_MAX });
  const wire = amountField.valid && amountField.amount ? toWire(amountField.amount) : null;
  const settled = useSettled(wire, FEE_DELAY_MS);
  const fee = useQuery({
    ...feeQuery('recharge', { wallet_id: wallet.id, symbol: 'USDT', amount: settled ?? 0 }),
    enabled: settled !== null && settled === wire,
  });
  const quote = settled === wire ? fee.data : undefined;
  const recharge = useWalletRecharge();
  const goToPay = useGoToPay();
  const traced = useTracedSend<TopUpDraft, WalletRechargeOrder | RechargeRecord>({
    send: ({ amount, type }) =>
      recharge.mutateAsync({
        wallet_id: wallet.id,
        symbol: 'USDT',
        amount: toWire(amount),
        type,
        request_id: newRequestId(),
      }),
    trace: useTopUpTrace(wallet.id),
    onSent: (result) => goToPay(checkoutOf(wallet, result), t('wallet.topUp.payUrlRefused')),
  });

  const send = async () => {
    const amount = amountField.check();
    if (!amount || !type || traced.blocked) return NOT_SENT;
    return traced.run({ amount, type });
  };

  return (
    <>
      <section className="card" aria-label={t('wallet.topUp.amountTitle')}>
        <AmountField
          {...amountField.field}
          label={t('wallet.topUp.amount')}
          prefix="USDT"
          placeholder={t('wallet.topUp.placeholder', {
            min: format.figure(TOP_UP_MIN, 'USDT'),
            max: format.figure(TOP_UP_MAX, 'USDT'),
          })}
          show={format.usdt}
        />
        <FactList
          className="money-facts"
          facts={[
            { label: t('wallet.topUp.fee'), value: quote ? format.usdt(quote.fee) : '—' },
            { label: t('wallet.topUp.credited'), value: quote ? format.usdt(quote.actual) : '—' },
          ]}
        />
      </section>
      <PayMethodCard title={t('wallet.topUp.method')} noneText={t('wallet.topUp.noMethod')} method={method} />
      <SendFateNotice {...traced.notice} />
      <div className="money-actions">
        <SendButton block color="primary" size="large" disabled={!type || traced.blocked} onSend={send}>
          {t('wallet.topUp.pay')}
        </SendButton>
      </div>
    </>
  );
}
