import { useId, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  amountPattern,
  amountProblem,
  typedAmount,
  type AmountProblem,
  type AmountRules,
} from '../../lib/amount';
import { formatAmount, maxOf, minOf, money, ZERO, type Money } from '../../lib/money';
import { useFormat, type MoneyUnit } from '../hooks/useFormat';
import './AmountField.css';

export interface AmountFieldProps {
  label: string;
  text: string;
  onChange: (text: string) => void;
  rules: AmountRules;
  /** whether the rule the amount breaks is shown: after a send was tried, or all along (gifts) */
  revealed: boolean;
  /** what the amount is counted in: the minimum and maximum are said with it ("at least CN¥10.00") */
  unit?: MoneyUnit;
  /** the minimum and maximum as messages show them, where `unit` does not say it; the bare number by default */
  show?: (value: Money) => string;
  /** under the field while no rule is shown as broken: what the user holds, a limit */
  note?: ReactNode;
  placeholder?: string;
  /** a unit or symbol before the number */
  prefix?: ReactNode;
  /** a unit after the field */
  suffix?: ReactNode;
  /** − and + buttons that step by one within the bounds */
  stepper?: boolean;
  /** says the maximum is passed when it is not what the user holds (a stock): the maximum as shown */
  aboveMaxText?: (max: string) => string;
  /** says the amount is below the minimum in the page's words (a bid's minimum): the minimum as shown */
  belowMinText?: (min: string) => string;
}

/**
 * The one field for an amount of money, points or items: typing past the allowed decimals or anything but
 * digits is not taken, and the first rule the amount breaks (above 0, the minimum, at most what the user has)
 * is said in words. Strings: area `common` (`common.amount`).
 */
export function AmountField(props: AmountFieldProps) {
  const { label, text, onChange, rules, revealed, note, placeholder, prefix, suffix, stepper, unit } = props;
  const { aboveMaxText, belowMinText } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const { decimals, min, max } = rules;
  const amount = typedAmount(text);
  const problem = revealed ? amountProblem(amount, rules) : null;
  const format = useFormat();
  const show =
    props.show ??
    ((value: Money) => (unit ? format.amount(value, unit) : formatAmount(value, i18n.language, decimals)));

  const message = (broken: AmountProblem) => {
    if (broken.kind === 'belowMin')
      return belowMinText?.(show(broken.min)) ?? t('common.amount.belowMin', { min: show(broken.min) });
    if (broken.kind === 'aboveMax')
      return aboveMaxText?.(show(broken.max)) ?? t('common.amount.aboveMax', { max: show(broken.max) });
    return t('common.amount.aboveZero');
  };

  const step = (delta: number) => {
    let next = (amount ?? ZERO).plus(delta);
    if (min !== undefined) next = maxOf(next, min);
    if (max !== undefined) next = minOf(next, max);
    onChange(next.toFixed(decimals));
  };

  const input = (
    <div className="amount-box">
      {prefix ? <span className="amount-prefix">{prefix}</span> : null}
      <Input
        id={id}
        className="amount-input"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        placeholder={placeholder}
        value={text}
        clearable={!stepper}
        readOnly={stepper && min !== undefined && max !== undefined && money(min).eq(money(max))}
        onChange={(next) => {
          if (amountPattern(decimals).test(next)) onChange(next);
        }}
      />
    </div>
  );

  return (
    <div className={stepper ? 'amount-field stepped' : 'amount-field'}>
      <label className="amount-label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-row">
        {stepper ? (
          <Button
            fill="none"
            size="small"
            aria-label={t('common.amount.less')}
            disabled={amount === null || amount.lte(money(min ?? 0))}
            onClick={() => step(-1)}
          >
            <MinusOutline />
          </Button>
        ) : null}
        {input}
        {stepper ? (
          <Button
            fill="none"
            size="small"
            aria-label={t('common.amount.more')}
            disabled={amount !== null && max !== undefined && amount.gte(money(max))}
            onClick={() => step(1)}
          >
            <AddOutline />
          </Button>
        ) : null}
        {suffix ? <span className="amount-suffix">{suffix}</span> : null}
      </div>
      {problem ? (
        <p className="amount-problem" role="alert">
          {message(problem)}
        </p>
      ) : note ? (
        <p className="amount-note">{note}</p>
      ) : null}
    </div>
  );
}
