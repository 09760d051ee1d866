import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeDeadline } from '../../api/stakes/rules/stakeDeadline';
import { useRefreshStakes, type Stake } from '../../api/stakes/stakes';
import { money } from '../../lib/money';
import { Countdown } from '../../ui/display/Countdown';
import { FactList, type Fact } from '../../ui/display/FactList';
import { SendButton } from '../../ui/money/SendButton';
import { useFormat } from '../../ui/hooks/useFormat';
import { useServerNow } from '../../ui/hooks/useServerNow';
import { percentOf } from './stakeMath';
import { Amount } from '../../ui/money/Amount';
import '../../ui/layout/panel.css';

const STATE = { 0: 'unpaid', 1: 'running', 2: 'settled' } as const;

interface StakeCardProps {
  stake: Stake;
  /** offered on a stake to pay */
  onPay?: (stake: Stake) => Promise<unknown>;
  /** the stake the page was opened for (?id=): marked and scrolled to */
  focused?: boolean;
}

/**
 * One stake in any state: what was staked, on what terms; to pay: when it lapses and Pay; running: its income
 * so far and the countdown to maturity, before which it cannot settle; settled: principal and return.
 */
export function StakeCard({ stake, onPay, focused = false }: StakeCardProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const now = useServerNow();
  const state = STATE[stake.status];
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) box.current?.scrollIntoView?.({ block: 'center' });
  }, [focused]);
  const deadline = stakeDeadline(stake);
  const due = deadline !== null && now >= deadline;
  useReadAgainWhen(due);

  const terms: Fact[] = [
    { label: t('stake.card.term'), value: t('stake.plan.days', { days: stake.term }) },
    {
      label: t('stake.card.ratio'),
      value: t('stake.plan.ratio', { r: percentOf(stake.settle_ratio, i18n.language) }),
    },
  ];
  const facts: Fact[] =
    state === 'unpaid'
      ? [
          ...terms,
          { label: t('stake.card.atMaturity'), value: format.qc(stake.settle_amount) },
          {
            label: t('stake.card.lapsesIn'),
            value: <Countdown until={stake.pay_expire_time} now={now} className="stake-countdown" />,
          },
        ]
      : state === 'running'
        ? [
            ...terms,
            { label: t('stake.card.income'), value: format.qc(stake.income) },
            { label: t('stake.card.maturity'), value: format.time(stake.maturity_time ?? 0) },
            {
              label: t('stake.card.timeLeft'),
              value: <Countdown until={stake.maturity_time ?? 0} now={now} className="stake-countdown" />,
            },
          ]
        : [
            ...terms,
            {
              label: t('stake.card.returned'),
              value: t('stake.card.principalPlusReturn', {
                a: format.qc(stake.amount),
                b: format.qc(money(stake.settle_amount).minus(money(stake.amount))),
              }),
            },
            { label: t('stake.card.total'), value: format.qc(stake.settle_amount) },
            { label: t('stake.card.income'), value: format.qc(stake.income) },
            { label: t('stake.card.settledAt'), value: format.time(stake.settle_time ?? 0) },
          ];

  return (
    <article
      ref={box}
      className={`card stake-card${focused ? ' is-focused' : ''}`}
      aria-label={t('stake.card.label', { orderNo: stake.order_no })}
    >
      <header className="stake-card-top">
        <span className="stake-card-no">{stake.order_no}</span>
        <span className={`panel-tag stake-state is-${state}`}>{t(`stake.state.${state}`)}</span>
      </header>
      <p className="stake-card-amount">
        <Amount value={stake.amount} unit="QC" />
      </p>
      <FactList className="panel-facts" facts={facts} />
      {state === 'running' ? (
        <p className="panel-note stake-card-note" role="status">
          {due ? t('stake.card.settling') : t('stake.card.cannotSettle')}
        </p>
      ) : null}
      {state === 'unpaid' ? (
        <>
          <p className="panel-note stake-card-note">{t('stake.card.lapseNote')}</p>
          {onPay ? (
            <SendButton block color="primary" disabled={due} onSend={() => onPay(stake)}>
              {t('stake.card.pay')}
            </SendButton>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

/**
 * At its deadline the server moves a stake on by itself (a stake to pay lapses, a running one settles): the
 * stakes are read again the moment it comes due, and the lists go on reading until the server has done it.
 */
function useReadAgainWhen(due: boolean) {
  const refresh = useRefreshStakes();
  useEffect(() => {
    if (due) refresh();
  }, [due, refresh]);
}
