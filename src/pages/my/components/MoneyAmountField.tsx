import { useId, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { amountPattern } from '../../../lib/amount';

interface MoneyAmountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** 2 for money (the default), 0 for points */
  decimals?: number;
  /** under the field: what the user holds, a limit */
  note?: ReactNode;
  /** a rule the amount breaks, shown as an alert */
  problem?: string | null;
  /** a unit or symbol before the number */
  prefix?: ReactNode;
}

/** A numeric amount: typing past the allowed decimals or anything but digits is not taken. */
export function MoneyAmountField({
  label,
  value,
  onChange,
  placeholder,
  decimals = 2,
  note,
  problem,
  prefix,
}: MoneyAmountFieldProps) {
  const id = useId();
  return (
    <div className="money-field">
      <label className="money-label" htmlFor={id}>
        {label}
      </label>
      <div className="money-amount">
        {prefix ? <span className="money-amount-prefix">{prefix}</span> : null}
        <Input
          id={id}
          className="money-amount-input"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          placeholder={placeholder}
          value={value}
          clearable
          onChange={(next) => {
            if (amountPattern(decimals).test(next)) onChange(next);
          }}
        />
      </div>
      {problem ? (
        <p className="money-problem" role="alert">
          {problem}
        </p>
      ) : note ? (
        <p className="money-note">{note}</p>
      ) : null}
    </div>
  );
}
