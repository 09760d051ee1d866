import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBaseSettings } from '../../api/config';
import { feeQuery, useWalletRecharge, type WalletAccount } from '../../api/wallet';
import { href } from '../../lib/href';
import { toWire } from '../../lib/money';
import { newRequestId } from '../../lib/requestId';
import { AmountField } from '../../ui/AmountField';
import { FactList } from '../../ui/FactList';
import { useGoToPay } from '../../ui/payUrl';
import { SendButton } from '../../ui/SendButton';
import { PayMethodCard, usePayMethod } from '../../ui/PayMethodCard';
import { useAmountField } from '../../ui/useAmountField';
import { useFormat } from '../../ui/useFormat';
import { NOT_SENT } from '../../ui/useSendGuard';
import { useSettled } from './components/useSettled';
import { FEE_DELAY_MS } from './components/useFeeAmount';
import { WalletShell } from './components/WalletShell';
import { TOP_UP_MAX, TOP_UP_MIN } from './components/walletMath';

/** A card top-up of the current account's USDT: amount, fee, an open payment method, then the checkout. */
export default function WalletPaddlePage() {
  const { t } = useTranslation();
  const records = (
    <Link className="money-nav-link" to={href('/pages/wallet/paddleList')}>
      {t('wallet.topUp.records')}
    </Link>
  );
  return <WalletShell right={records}>{(wallet) => <TopUpForm wallet={wallet} />}</WalletShell>;
}

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
  // One id per amount and method: a second tap or a retry of the same top-up opens the same checkout.
  const [request, setRequest] = useState({ key: '', id: newRequestId() });
  const requestKey = `${amountField.text}|${type ?? ''}`;
  const requestId = request.key === requestKey ? request.id : null;

  const send = async () => {
    const amount = amountField.check();
    if (!amount || !type) return NOT_SENT;
    const id = requestId ?? newRequestId();
    setRequest({ key: requestKey, id });
    const order = await recharge.mutateAsync({
      wallet_id: wallet.id,
      symbol: 'USDT',
      amount: toWire(amount),
      type,
      request_id: id,
    });
    goToPay(order.payUrl, t('wallet.topUp.payUrlRefused'));
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
      <div className="money-actions">
        <SendButton block color="primary" size="large" disabled={!type} onSend={send}>
          {t('wallet.topUp.pay')}
        </SendButton>
      </div>
    </>
  );
}
