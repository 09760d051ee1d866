import type { ExchangeRate, ExchangeUnit } from '../../api/wallet/wallet';
import { decimalsOf, money, roundTo, truncate, type Money, type MoneyLike } from '../../lib/money';

export interface ExchangeQuote {
  /** amount × rate, before the fee */
  gross: Money;
  /** what the fee keeps back, in the unit received, to the cent as the server books it */
  fee: Money;
  /** what arrives: amount × rate × (1 − fee_ratio), down to the unit received's step */
  received: Money;
}

/** The server's formula (docs/api.md Wallet/exchange), shown before the user confirms. */
export function exchangeQuote(
  amount: MoneyLike,
  { rate, fee_ratio }: Pick<ExchangeRate, 'rate' | 'fee_ratio'>,
  to: ExchangeUnit,
): ExchangeQuote {
  const gross = money(amount).times(money(rate));
  const received = truncate(gross.times(money(1).minus(money(fee_ratio))), decimalsOf(to));
  return { gross, fee: roundTo(gross.minus(received), 2), received };
}

/** "2.5 %" from 0.025: the fee ratio as people read it. */
export const percent = (ratio: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
