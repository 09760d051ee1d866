import type { ExchangeRate, ExchangeUnit } from '../../../api/wallet';

export interface ExchangeQuote {
  /** amount × rate, before the fee */
  gross: number;
  /** what the fee keeps back, in the unit received */
  fee: number;
  /** what arrives: amount × rate × (1 − fee_ratio), down to the unit received's step */
  received: number;
}

/** Points are whole; balance and tokens go to the cent. */
export const decimalsOf = (unit: ExchangeUnit) => (unit === 'points' ? 0 : 2);

/** Rounds down to `decimals`; the nudge keeps 0.29 × 100 from flooring to 28 through float error. */
const floorTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.floor(value * scale + 1e-9) / scale;
};

/** The server's formula (docs/api.md Wallet/exchange), shown before the user confirms. */
export function exchangeQuote(
  amount: number,
  { rate, fee_ratio }: Pick<ExchangeRate, 'rate' | 'fee_ratio'>,
  to: ExchangeUnit,
): ExchangeQuote {
  const gross = amount * rate;
  const received = floorTo(gross * (1 - fee_ratio), decimalsOf(to));
  return { gross, fee: Math.round((gross - received) * 100) / 100, received };
}

/** "2.5 %" from 0.025: the fee ratio as people read it. */
export const percent = (ratio: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
