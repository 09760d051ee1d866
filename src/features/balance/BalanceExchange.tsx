import { useState } from 'react';
import { Button, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExchangeSwapButton } from '../exchange';
import { Link } from 'react-router';
import { useMe, type UserInfo } from '../../api/account/account';
import {
  exchangeRateQuery,
  useExchange,
  useUnitExchangeTrace,
  type InAppUnit,
} from '../../api/wallet/wallet';
import { toast } from '../../ui/state/toast';
import { exchangeQuote } from '../exchange';
import { ExchangePreview } from '../exchange';
import { decimalsOf, money, toWire, type Money } from '../../lib/money';
import { AmountField } from '../../ui/form/AmountField';
import { useAmountField } from '../../ui/form/useAmountField';
import { MoneyShell } from './MoneyShell';
import { usePayPassword } from '../../ui/money/usePayPassword';
import { href } from '../../lib/href';
import { useFormat } from '../../ui/hooks/useFormat';
import { newRequestId } from '../../lib/requestId';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { useTracedSend } from '../../ui/money/useTracedSend';

type ExchangeAsset = InAppUnit;

interface ExchangeDraft {
  pair: { from: ExchangeAsset; to: ExchangeAsset };
  amount: Money;
  password: string;
  requestId: string;
}

const ASSETS: readonly ExchangeAsset[] = ['balance', 'points', 'qc'];

const HELD: Record<ExchangeAsset, (user: UserInfo) => Money> = {
  balance: (user) => money(user.balance),
  points: (user) => money(user.integral),
  qc: (user) => money(user.qcBalance),
};

/** Exchanging between the mall balance, points and QC at the server's rate, after the payment password. */
export default function BalanceExchange() {
  const { t } = useTranslation();
  const exchangeNow = useExchange();
  const traceExchange = useUnitExchangeTrace();
  const payPassword = usePayPassword(useMe((me) => me.hasPayPassword === true).data === true);
  const [pair, setPair] = useState<{ from: ExchangeAsset; to: ExchangeAsset }>({ from: 'balance', to: 'qc' });
  const rate = useQuery(exchangeRateQuery(pair));
  const held = useMe(HELD[pair.from]).data ?? money(0);
  const amountField = useAmountField({ decimals: decimalsOf(pair.from), min: rate.data?.min, max: held });
  const { unitName: unit, amount: text } = useFormat();

  const choose = (side: 'from' | 'to', asset: ExchangeAsset) => {
    const other = side === 'from' ? 'to' : 'from';
    // Picking the other side's asset swaps the two: an asset is never exchanged for itself.
    setPair((current) =>
      current[other] === asset ? { from: current.to, to: current.from } : { ...current, [side]: asset },
    );
    amountField.reset();
  };

  const exchanging = useTracedSend({
    send: ({ pair: sides, amount, password, requestId }: ExchangeDraft) =>
      exchangeNow.mutateAsync({
        ...sides,
        amount: toWire(amount),
        pay_password: password,
        request_id: requestId,
      }),
    trace: ({ pair: sides, amount }) => traceExchange({ ...sides, amount: toWire(amount) }),
    onSent: (record, { pair: sides }) => {
      amountField.reset();
      toast(t('money.exchanged', { amount: text(record.received, sides.to) }), 'success');
    },
  });

  const submit = () => {
    const amount = amountField.check();
    if (!amount || !rate.data) return;
    const quote = exchangeQuote(amount, rate.data, pair.to);
    // One id per confirmation: the server answers a repeat of it with the first answer.
    const draft = { pair, amount, requestId: newRequestId() };
    payPassword.ask({
      title: t('money.payPasswordTitle'),
      description: t('money.exchangeDescription', {
        amount: text(amount, pair.from),
        received: text(quote.received, pair.to),
      }),
      onComplete: (password) => exchanging.run({ ...draft, password }),
    });
  };

  const options = ASSETS.map((asset) => ({ label: unit(asset), value: asset }));
  const history = (
    <Link className="money-nav-link" to={href('/pages/my/exchangeHistory')}>
      {t('money.history')}
    </Link>
  );

  return (
    <MoneyShell right={history}>
      <section className="card exchange-sides" aria-label={t('money.exchangePair')}>
        <h2 className="money-heading">{t('money.from')}</h2>
        <Selector
          className="money-chips"
          columns={3}
          options={options}
          value={[pair.from]}
          onChange={(values) => values[0] && choose('from', values[0])}
        />
        <ExchangeSwapButton label={t('money.swap')} onSwap={() => choose('from', pair.to)} />
        <h2 className="money-heading">{t('money.to')}</h2>
        <Selector
          className="money-chips"
          columns={3}
          options={options}
          value={[pair.to]}
          onChange={(values) => values[0] && choose('to', values[0])}
        />
        <AmountField
          {...amountField.field}
          label={t('money.exchangeAmount')}
          placeholder={t('money.amountPlaceholderAny')}
          show={(value) => text(value, pair.from)}
          note={t('money.available', { amount: text(held, pair.from) })}
        />
      </section>
      <ExchangePreview rate={rate} from={pair.from} to={pair.to} amount={amountField.amount} />
      <SendFateNotice {...exchanging.notice} />
      <div className="money-actions">
        <Button
          block
          color="primary"
          size="large"
          disabled={!rate.data || exchanging.blocked}
          onClick={submit}
        >
          {t('money.exchangeNow')}
        </Button>
      </div>
      {payPassword.sheet}
    </MoneyShell>
  );
}
