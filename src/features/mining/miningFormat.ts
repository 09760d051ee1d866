import { formatAmount, formatRate } from '../../lib/money';

/** A session's income grows by fractions of a cent a beat: 4 places (docs/api.md §14). */
export const sessionIncomeText = (value: number, locale: string) =>
  `${formatAmount(value, locale, 4)}\u00a0QC`;

/** "×1.1025": a weight, up to 4 places. */
export const weightText = (value: number, locale: string) => `×${formatRate(value, locale)}`;
