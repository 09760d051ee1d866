import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money, toWire } from '../../lib/money';
import { useMe } from '../../api/account/account';
import { useBaseSettings } from '../../api/config';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { NOT_SENT } from '../../ui/money/useSendGuard';
import { PayMethodCard, usePayMethod } from './PayMethodCard';
import { AmountField } from '../../ui/form/AmountField';
import { useAmountField } from '../../ui/form/useAmountField';
import { MoneyShell } from '../balance';
import { RECHARGE_MIN, useStartRecharge } from './rechargePay';
import { href } from '../../lib/href';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';

/** Top-up: one of the server's amounts or one typed, an open payment method, then the provider's page. */
export default function TopUp() {
  const { t } = useTranslation();
  const format = useFormat();
  const options = useBaseSettings((s) => s.rechargeOptions);
  const balance = useMe((me) => me.balance).data ?? 0;
  const method = usePayMethod(useBaseSettings((s) => s.rechargeTypes));
  const amountField = useAmountField({ decimals: 2, min: RECHARGE_MIN });
  const start = useStartRecharge();
  const { type } = method;
  const { amount } = amountField;

  const send = async () => {
    const checked = amountField.check();
    if (!checked) return NOT_SENT;
    if (type) return start.run({ amount: toWire(checked), type });
  };

  const records = (
    <Link className="money-nav-link" to={href('/pages/my/RechargeRecord')}>
      {t('money.records')}
    </Link>
  );

  return (
    <MoneyShell right={records}>
      <section className="card money-hero" aria-label={t('money.balance')}>
        <span className="money-hero-label">{t('money.balance')}</span>
        <Amount as="strong" className="money-hero-value" value={balance} unit="balance" />
      </section>
      <section className="card">
        <h2 className="money-heading">{t('money.rechargeAmount')}</h2>
        <Selector
          className="money-chips"
          columns={3}
          aria-label={t('money.rechargeAmount')}
          options={options.map((option) => ({ label: format.balance(option), value: option }))}
          value={options.filter((option) => amount?.eq(money(option)))}
          onChange={(values) => amountField.change(values[0] === undefined ? '' : String(values[0]))}
        />
        <AmountField
          {...amountField.field}
          label={t('money.customAmount')}
          unit="balance"
          placeholder={t('money.amountPlaceholder', { min: format.balance(RECHARGE_MIN) })}
          note={t('money.minNote', { min: format.balance(RECHARGE_MIN) })}
        />
      </section>
      <PayMethodCard title={t('money.payMethod')} noneText={t('money.noPayMethod')} method={method} />
      <SendFateNotice {...start.notice} />
      <div className="money-actions">
        <SendButton block color="primary" size="large" disabled={!type || start.blocked} onSend={send}>
          {t('money.rechargeNow')}
        </SendButton>
      </div>
    </MoneyShell>
  );
}
