import { useState } from 'react';
import { Button, Selector } from 'antd-mobile';
import { ArrowDownCircleOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exchangeRateQuery, exchangeToken, type InAppUnit } from '../../api/wallet';
import type { UserInfo } from '../../api/types';
import { useSession } from '../../stores/session';
import { toast } from '../../ui/toast';
import { decimalsOf, exchangeQuote } from './components/exchangeMath';
import { ExchangePreview } from './components/ExchangePreview';
import { MoneyAmountField } from './components/MoneyAmountField';
import { parseAmount } from '../../lib/amount';
import { MoneyShell } from './components/MoneyShell';
import { useMoneyPayPassword } from './components/MoneyPayPassword';
import { useRefreshProfile } from './components/moneySession';
import { useMoneyText } from './components/useMoneyText';
import { href } from '../../lib/href';

type ExchangeAsset = InAppUnit;

const ASSETS: readonly ExchangeAsset[] = ['balance', 'points', 'qc'];

const HELD: Record<ExchangeAsset, (user: UserInfo) => number> = {
  balance: (user) => user.balance,
  points: (user) => user.integral,
  qc: (user) => user.qcBalance,
};

/** Exchanging between the mall balance, points and QC at the server's rate, after the payment password. */
export default function ExchangePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const refreshProfile = useRefreshProfile();
  const payPassword = useMoneyPayPassword();
  const [pair, setPair] = useState<{ from: ExchangeAsset; to: ExchangeAsset }>({ from: 'balance', to: 'qc' });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rate = useQuery(exchangeRateQuery(pair));
  const amount = parseAmount(text);
  const held = HELD[pair.from](user);
  const { unit, amount: money } = useMoneyText();

  const choose = (side: 'from' | 'to', asset: ExchangeAsset) => {
    const other = side === 'from' ? 'to' : 'from';
    // Picking the other side's asset swaps the two: an asset is never exchanged for itself.
    setPair((current) =>
      current[other] === asset ? { from: current.to, to: current.from } : { ...current, [side]: asset },
    );
    setText('');
    setProblem(null);
  };

  const exchange = async (password: string) => {
    const record = await exchangeToken({ ...pair, amount, pay_password: password });
    // The exchange is done whatever happens to this read: a failure must not reopen the password sheet.
    void refreshProfile().catch(() => undefined);
    setText('');
    toast(t('money.exchanged', { amount: money(record.received, pair.to) }), 'success');
  };

  const submit = () => {
    const min = rate.data?.min ?? 0;
    const rule = !(amount > 0)
      ? t('money.amountAboveZero')
      : amount < min
        ? t('money.belowMin', { min })
        : amount > held
          ? t('money.aboveHolding', { amount: money(held, pair.from) })
          : null;
    setProblem(rule);
    if (rule || !rate.data) return;
    const quote = exchangeQuote(amount, rate.data, pair.to);
    payPassword.ask({
      title: t('money.payPasswordTitle'),
      description: t('money.exchangeDescription', {
        amount: money(amount, pair.from),
        received: money(quote.received, pair.to),
      }),
      onComplete: exchange,
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
        <Button
          className="exchange-swap"
          size="small"
          fill="none"
          aria-label={t('money.swap')}
          onClick={() => choose('from', pair.to)}
        >
          <ArrowDownCircleOutline />
        </Button>
        <h2 className="money-heading">{t('money.to')}</h2>
        <Selector
          className="money-chips"
          columns={3}
          options={options}
          value={[pair.to]}
          onChange={(values) => values[0] && choose('to', values[0])}
        />
        <MoneyAmountField
          label={t('money.exchangeAmount')}
          decimals={decimalsOf(pair.from)}
          placeholder={t('money.amountPlaceholderAny')}
          value={text}
          onChange={(next) => {
            setText(next);
            setProblem(null);
          }}
          problem={problem}
          note={t('money.available', { amount: money(held, pair.from) })}
        />
      </section>
      <ExchangePreview rate={rate} from={pair.from} to={pair.to} amount={amount} />
      <div className="money-actions">
        <Button block color="primary" size="large" disabled={!rate.data} onClick={submit}>
          {t('money.exchangeNow')}
        </Button>
      </div>
      {payPassword.sheet}
    </MoneyShell>
  );
}
