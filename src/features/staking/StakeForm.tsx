import { useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStakeCreateTrace } from '../../api/stakes/stakeTrace';
import { useCreateStake, type Stake, type StakePage, type StakePlan } from '../../api/stakes/stakes';
import type { WalletAccount } from '../../api/wallet/wallet';
import { href } from '../../lib/href';
import { money, toWire, truncate, type Money } from '../../lib/money';
import { newRequestId } from '../../lib/requestId';
import { AmountField } from '../../ui/form/AmountField';
import { ConfirmSendSheet } from '../../ui/money/ConfirmSendSheet';
import { FactList } from '../../ui/display/FactList';
import { Segmented } from '../../ui/layout/Segmented';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { ShortOfMoney } from '../checkout';
import { useAmountField } from '../../ui/form/useAmountField';
import { useFormat } from '../../ui/hooks/useFormat';
import { useServerNow } from '../../ui/hooks/useServerNow';
import { NOT_SENT } from '../../ui/money/useSendGuard';
import { useTracedSend } from '../../ui/money/useTracedSend';
import { maturityOf, percentOf, returnOf, settleAmountOf } from './stakeMath';
import { useStakePay } from './useStakePay';
import '../../ui/layout/panel.css';

interface Draft {
  amount: Money;
  plan: StakePlan;
  /** made when the confirmation opens: a double tap makes one stake */
  requestId: string;
}

interface StakeFormProps {
  wallet: WalletAccount;
  terms: StakePage;
  /** the account's QC */
  balance: Money;
}

/**
 * A new stake: the term, the amount (from the plan's minimum up to the account's QC), what it returns and when
 * it matures, a last look, then it is made to pay and paid with the payment password at once. A lost answer
 * to making it is looked up among the user's stakes, never sent again; found, it goes on to be paid.
 */
export function StakeForm({ wallet, terms, balance }: StakeFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const now = useServerNow();
  const [term, setTerm] = useState(String(terms.plans[0]?.term ?? 0));
  const plan = terms.plans.find((one) => String(one.term) === term) ?? terms.plans[0];
  const amount = useAmountField({ decimals: 2, min: plan?.min_amount, max: balance });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [staked, setStaked] = useState<Stake | null>(null);
  const create = useCreateStake();
  const stakePay = useStakePay(setStaked);
  const createTrace = useStakeCreateTrace();
  const traced = useTracedSend<Draft, Stake>({
    send: (made) =>
      create.mutateAsync({
        wallet_id: wallet.id,
        amount: toWire(made.amount),
        term: made.plan.term,
        request_id: made.requestId,
      }),
    trace: (made) => createTrace({ wallet_id: wallet.id, amount: made.amount, term: made.plan.term }),
    onSent: (stake) => {
      amount.reset();
      // The client has shown why a stake could not be paid (its payInfo refused): it waits in the stakes to pay.
      if (stake.status === 0) stakePay.pay(stake.id).catch(() => undefined);
      else setStaked(stake);
    },
  });

  if (!plan) return null;
  if (staked) return <Staked stake={staked} onAgain={() => setStaked(null)} />;

  const typed = amount.amount ?? money(0);
  const short = balance.lt(money(plan.min_amount)) || typed.gt(balance);

  const next = () => {
    const checked = amount.check();
    if (!checked || traced.blocked) return NOT_SENT;
    setDraft({ amount: checked, plan, requestId: newRequestId() });
  };

  const confirm = async () => {
    if (!draft || !stakePay.ready()) return;
    await traced.run(draft);
    // Only this send's sheet closes: a new one may be open already (the fate shows before this returns).
    setDraft((current) => (current === draft ? null : current));
  };

  const preview = (value: Money, chosen: StakePlan) => [
    { label: t('stake.form.return'), value: format.qc(returnOf(value, chosen)) },
    { label: t('stake.form.atMaturity'), value: format.qc(settleAmountOf(value, chosen)) },
    {
      label: t('stake.form.daily'),
      value: format.qc(truncate(value.times(money(terms.daily_ratio)), 2)),
    },
    { label: t('stake.form.maturity'), value: format.time(maturityOf(now, chosen.term)) },
  ];

  return (
    <section className="card stake-form" aria-label={t('stake.form.title')}>
      <h2 className="panel-heading">{t('stake.form.title')}</h2>
      <SendFateNotice {...traced.notice} />
      <div className="stake-plans">
        <Segmented
          label={t('stake.form.term')}
          value={term}
          onChange={setTerm}
          options={terms.plans.map((one) => ({
            value: String(one.term),
            label: (
              <>
                <span className="stake-plan-term">{t('stake.plan.days', { days: one.term })}</span>{' '}
                <span className="stake-plan-ratio">
                  {t('stake.plan.ratio', { r: percentOf(one.settle_ratio, i18n.language) })}
                </span>
              </>
            ),
          }))}
        />
      </div>
      <AmountField
        {...amount.field}
        label={t('stake.form.amount')}
        placeholder={t('stake.form.from', { min: format.qc(plan.min_amount) })}
        show={format.qc}
        aboveMaxText={() => t('stake.form.overBalance', { balance: format.qc(balance) })}
        note={t('stake.form.available', { balance: format.qc(balance) })}
        suffix={
          <Button size="mini" fill="outline" onClick={() => amount.change(balance.toFixed(2))}>
            {t('stake.form.max')}
          </Button>
        }
      />
      {short ? (
        <ShortOfMoney
          text={t('stake.form.short', { balance: format.qc(balance), min: format.qc(plan.min_amount) })}
          actionLabel={t('stake.pay.getQc')}
          onAction={() => navigate(href('/pages/wallet/exchange'))}
        />
      ) : null}
      <FactList className="money-facts stake-preview" facts={preview(typed, plan)} />
      <p className="panel-note">{t('stake.form.settleNote')}</p>
      <SendButton block color="primary" size="large" disabled={traced.blocked} onSend={next}>
        {t('stake.form.next')}
      </SendButton>
      <ConfirmSendSheet
        visible={draft !== null}
        onClose={() => setDraft(null)}
        title={t('stake.confirm.title')}
        facts={
          draft
            ? [
                { label: t('stake.confirm.amount'), value: format.qc(draft.amount) },
                { label: t('stake.card.term'), value: t('stake.plan.days', { days: draft.plan.term }) },
                ...preview(draft.amount, draft.plan),
                { label: t('stake.confirm.from'), value: wallet.name },
              ]
            : []
        }
        confirmText={t('stake.confirm.pay')}
        onConfirm={confirm}
      />
      {stakePay.sheets}
    </section>
  );
}

function Staked({ stake, onAgain }: { stake: Stake; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  return (
    <section className="card" aria-label={t('stake.done.title')}>
      <Result
        status="success"
        title={t('stake.done.title')}
        description={t('stake.done.text', {
          amount: format.qc(stake.amount),
          days: t('stake.plan.days', { days: stake.term }),
        })}
      />
      <FactList
        className="money-facts"
        facts={[
          { label: t('stake.card.maturity'), value: format.time(stake.maturity_time ?? 0) },
          { label: t('stake.form.atMaturity'), value: format.qc(stake.settle_amount) },
        ]}
      />
      <div className="panel-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(href('/pages/wallet/pledgeOrder', { tab: 'running', id: stake.id }))}
        >
          {t('stake.done.orders')}
        </Button>
        <Button block fill="outline" onClick={onAgain}>
          {t('stake.done.again')}
        </Button>
      </div>
    </section>
  );
}
