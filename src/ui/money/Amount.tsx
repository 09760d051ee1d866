import type { MoneyLike } from '../../lib/money';
import { useFormat, type AmountStyle, type MoneyUnit } from '../hooks/useFormat';
import './Amount.css';

interface AmountProps extends AmountStyle {
  value: MoneyLike;
  /** what the amount is counted in: the balance's currency, points, QC, USDT */
  unit: MoneyUnit;
  className?: string;
  /** `strong` where the amount is the row's main figure */
  as?: 'span' | 'strong';
}

/**
 * An amount on screen, always with its unit, in the user's language (decision 0065): "CN¥2,099.00",
 * "5,000 points", "1,000.00 QC", "+12.50 USDT". One text, so it reads, copies and is found as it shows; the
 * unit is joined to the figure by no-break spaces and never wraps away from it. Text that needs an amount
 * (a sentence, a toast, a label) takes `useFormat().amount`, the same writer.
 */
export function Amount({ value, unit, signed, compact, className, as: Tag = 'span' }: AmountProps) {
  const { write } = useFormat();
  return (
    <Tag className={`amount is-${unit.toLowerCase()}${className ? ` ${className}` : ''}`}>
      {write(value, unit, { signed, compact }).text}
    </Tag>
  );
}
