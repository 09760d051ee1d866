import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMe, type PublicUser } from '../../api/account/account';
import { useTransfer, useTransferTrace, type TransferFound } from '../../api/payment/payment';
import { money, toWire, type Money } from '../../lib/money';
import { AmountField } from '../../ui/form/AmountField';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { useAmountField } from '../../ui/form/useAmountField';
import { useFormat } from '../../ui/hooks/useFormat';
import { usePayPassword } from '../../ui/money/usePayPassword';
import { useTracedSend } from '../../ui/money/useTracedSend';
import { TransferSent } from './TransferSent';

interface TransferDraft {
  amount: Money;
  password: string;
}

/**
 * The amount (above 0, at most the USDT held), the payment password, one Payment/Transfer. A lost answer is
 * read back from the USDT ledger, never sent again by itself.
 */
export function TransferForm({ receiver }: { receiver: PublicUser }) {
  const { t } = useTranslation();
  const usdt = money(useMe((me) => me.usdtBalance).data ?? 0);
  const transfer = useTransfer();
  const traceTransfer = useTransferTrace();
  const payPassword = usePayPassword(useMe((me) => me.hasPayPassword === true).data === true);
  const amountField = useAmountField({ decimals: 2, max: usdt });
  const [sent, setSent] = useState<(TransferFound & { amount: Money }) | null>(null);
  const usdtText = useFormat().usdt;
  const send = useTracedSend({
    send: ({ amount, password }: TransferDraft): Promise<TransferFound> =>
      transfer.mutateAsync({ receiverId: receiver.uid, amount: toWire(amount), payPassword: password }),
    trace: ({ amount }) => traceTransfer({ amount: toWire(amount) }),
    onSent: ({ orderNo }, { amount }) => setSent({ orderNo, amount }),
  });

  const submit = () => {
    const amount = amountField.check();
    if (!amount) return;
    payPassword.ask({
      title: t('money.payPasswordTitle'),
      description: t('money.transferDescription', { amount: usdtText(amount), name: receiver.nickName }),
      onComplete: (password) => send.run({ amount, password }),
    });
  };

  return (
    <>
      <SendFateNotice {...send.notice} />
      {sent ? (
        <TransferSent receiver={receiver} amount={sent.amount} orderNo={sent.orderNo} usdt={usdt} />
      ) : (
        <section className="card">
          <AmountField
            {...amountField.field}
            label={t('money.transferAmount')}
            prefix="USDT"
            placeholder={t('money.amountPlaceholderAny')}
            show={usdtText}
            note={t('money.usdtAvailable', { balance: usdtText(usdt) })}
          />
          <Button block color="primary" size="large" disabled={send.blocked} onClick={submit}>
            {t('money.transferNow')}
          </Button>
          {payPassword.sheet}
        </section>
      )}
    </>
  );
}
