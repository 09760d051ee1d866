import { money, type Money, type MoneyLike } from './money';

/** Amounts typed by the user: digits with at most `decimals` decimals (2 for money, 0 for points). */
export const amountPattern = (decimals: number) =>
  decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/;

/** The typed amount, or null while the field is empty, only a dot, or not an amount at all. */
export function typedAmount(text: string): Money | null {
  return /^(\d+\.?\d*|\.\d+)$/.test(text) ? money(text) : null;
}

/** What an amount field accepts. */
export interface AmountRules {
  /** decimals allowed: 2 for money, 0 for points and items */
  decimals: number;
  /** the least accepted; without it, anything above 0 */
  min?: MoneyLike;
  /** the most accepted: what the user has */
  max?: MoneyLike;
}

export type AmountProblem =
  { kind: 'aboveZero' } | { kind: 'belowMin'; min: Money } | { kind: 'aboveMax'; max: Money };

/** The first rule the amount breaks (nothing typed breaks "above 0"), or null when it may be sent. */
export function amountProblem(amount: Money | null, { min, max }: AmountRules): AmountProblem | null {
  if (amount === null || amount.lte(0)) return { kind: 'aboveZero' };
  if (min !== undefined && amount.lt(money(min))) return { kind: 'belowMin', min: money(min) };
  if (max !== undefined && amount.gt(money(max))) return { kind: 'aboveMax', max: money(max) };
  return null;
}
