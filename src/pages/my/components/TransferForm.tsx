import { useState } from 'react';
import { Button, NoticeBar, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../api/account';
import { transfer } from '../../../api/payment';
import { isNetworkError } from '../../../lib/errors';
import { formatAmount } from '../../../lib/format';
import { useSession } from '../../../stores/session';
import { MoneyAmountField } from './MoneyAmountField';
import { parseAmount } from '../../../lib/amount';
import { useMoneyPayPassword } from './MoneyPayPassword';
import { patchBalances, useRefreshProfile } from './moneySession';
import { href } from '../../../lib/href';

type Outcome = { kind: 'editing'; lost: boolean } | { kind: 'sent'; orderNo: string; amount: number };

/** The amount (above 0, at most the USDT held), the payment password, one Payment/Transfer. */
export function TransferForm({ receiver }: { receiver: PublicUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const usdt = useSession((s) => s.userInfo.usdtBalance);
  const refreshProfile = useRefreshProfile();
  const payPassword = useMoneyPayPassword();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing', lost: false });
  const amount = parseAmount(text);
  const money = (value: number) => formatAmount(value, i18n.language);

  const pay = async (password: string) => {
    try {
      const result = await transfer({ receiverId: receiver.uid, amount, payPassword: password });
      patchBalances({ usdtBalance: result.usdtBalance });
      setOutcome({ kind: 'sent', orderNo: result.orderNo, amount });
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      // Whether the server moved the money is unknown: the user decides, after seeing the balance, to
      // send again. Sending again by itself could pay twice.
      setOutcome({ kind: 'editing', lost: true });
      void refreshProfile().catch(() => undefined);
    }
  };

  const submit = () => {
    const rule = !(amount > 0)
      ? t('money.amountAboveZero')
      : amount > usdt
        ? t('money.aboveUsdt', { balance: money(usdt) })
        : null;
    setProblem(rule);
    if (rule) return;
    payPassword.ask({
      title: t('money.payPasswordTitle'),
      description: t('money.transferDescription', { amount: money(amount), name: receiver.nickName }),
      onComplete: pay,
    });
  };

  if (outcome.kind === 'sent') {
    return (
      <section className="card" aria-label={t('money.transferSent')}>
        <Result
          status="success"
          title={t('money.transferSent')}
          description={t('money.transferSentText', {
            amount: money(outcome.amount),
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
            <dd>{money(usdt)}</dd>
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
      <MoneyAmountField
        label={t('money.transferAmount')}
        prefix="USDT"
        placeholder={t('money.amountPlaceholderAny')}
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        problem={problem}
        note={t('money.usdtAvailable', { balance: money(usdt) })}
      />
      <Button block color="primary" size="large" onClick={submit}>
        {t('money.transferNow')}
      </Button>
      {payPassword.sheet}
    </section>
  );
}
