import { useState } from 'react';
import { Button, NoticeBar, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe, type PublicUser } from '../../../api/account';
import { useTransfer } from '../../../api/payment';
import { isNetworkError } from '../../../lib/errors';
import { money, toWire, type Money } from '../../../lib/money';
import { AmountField } from '../../../ui/AmountField';
import { useAmountField } from '../../../ui/useAmountField';
import { useFormat } from '../../../ui/useFormat';
import { usePayPassword } from '../../../ui/usePayPassword';
import { href } from '../../../lib/href';

type Outcome = { kind: 'editing'; lost: boolean } | { kind: 'sent'; orderNo: string; amount: Money };

/** The amount (above 0, at most the USDT held), the payment password, one Payment/Transfer. */
export function TransferForm({ receiver }: { receiver: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usdt = money(useMe((me) => me.usdtBalance).data ?? 0);
  const transfer = useTransfer();
  const payPassword = usePayPassword(useMe((me) => me.hasPayPassword === true).data === true);
  const amountField = useAmountField({ decimals: 2, max: usdt });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing', lost: false });
  const usdtText = useFormat().usdt;

  const pay = (amount: Money) => async (password: string) => {
    try {
      const result = await transfer.mutateAsync({
        receiverId: receiver.uid,
        amount: toWire(amount),
        payPassword: password,
      });
      setOutcome({ kind: 'sent', orderNo: result.orderNo, amount });
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      // Whether the server moved the money is unknown (the balance is read again): the user decides, after
      // seeing it, to send again. Sending again by itself could pay twice.
      setOutcome({ kind: 'editing', lost: true });
    }
  };

  const submit = () => {
    const amount = amountField.check();
    if (!amount) return;
    payPassword.ask({
      title: t('money.payPasswordTitle'),
      description: t('money.transferDescription', { amount: usdtText(amount), name: receiver.nickName }),
      onComplete: pay(amount),
    });
  };

  if (outcome.kind === 'sent') {
    return (
      <section className="card" aria-label={t('money.transferSent')}>
        <Result
          status="success"
          title={t('money.transferSent')}
          description={t('money.transferSentText', {
            amount: usdtText(outcome.amount),
            name: receiver.nickName,
          })}
        />
        <dl className="money-facts">
          <div>
            <dt>{t('money.orderNo')}</dt>
            <dd>{outcome.orderNo}</dd>
          </div>
          <div>
            <dt>{t('money.usdtBalance')}</dt>
            <dd>{usdtText(usdt)}</dd>
          </div>
        </dl>
        <Button block color="primary" onClick={() => navigate(href('/pages/my/transfer'), { replace: true })}>
          {t('money.done')}
        </Button>
      </section>
    );
  }

  return (
    <section className="card">
      {outcome.lost ? (
        <div role="alert">
          <NoticeBar className="money-lost" color="alert" wrap content={t('money.transferLost')} />
        </div>
      ) : null}
      <AmountField
        {...amountField.field}
        label={t('money.transferAmount')}
        prefix="USDT"
        placeholder={t('money.amountPlaceholderAny')}
        show={usdtText}
        note={t('money.usdtAvailable', { balance: usdtText(usdt) })}
      />
      <Button block color="primary" size="large" onClick={submit}>
        {t('money.transferNow')}
      </Button>
      {payPassword.sheet}
    </section>
  );
}
