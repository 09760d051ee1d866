import type { ExchangeUnit } from '../../../api/wallet';
import { formatAmount } from '../../../lib/format';

/** What the money pages show: balance and tokens to the cent, points in whole numbers. */
export type MoneyUnit = ExchangeUnit;

export function formatMoney(value: number, unit: MoneyUnit, locale: string): string {
  if (unit !== 'points') return formatAmount(value, locale);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** "+12.00" for money in, "−12.00" (a real minus sign) for money out. */
export function formatSigned(value: number, unit: MoneyUnit, locale: string): string {
  const abs = formatMoney(Math.abs(value), unit, locale);
  if (value > 0) return `+${abs}`;
  return value < 0 ? `\u2212${abs}` : abs;
}
