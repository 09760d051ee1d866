import type { ExchangeUnit } from '../../../api/wallet';
import { formatAmount, money, type MoneyLike } from '../../../lib/money';

/** What the money pages show: balance and tokens to the cent, points in whole numbers. */
export type MoneyUnit = ExchangeUnit;

export const decimalsOf = (unit: MoneyUnit) => (unit === 'points' ? 0 : 2);

export const formatMoney = (value: MoneyLike, unit: MoneyUnit, locale: string): string =>
  formatAmount(value, locale, decimalsOf(unit));

/** "+12.00" for money in, "−12.00" (a real minus sign) for money out. */
export function formatSigned(value: MoneyLike, unit: MoneyUnit, locale: string): string {
  const amount = money(value);
  const abs = formatMoney(amount.abs(), unit, locale);
  if (amount.gt(0)) return `+${abs}`;
  return amount.lt(0) ? `\u2212${abs}` : abs;
}
