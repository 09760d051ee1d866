import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDateTime, formatServerDay } from '../lib/format';
import {
  decimalsOf,
  formatAmount,
  formatCompact,
  formatRate,
  formatSigned,
  pluralOf,
  type MoneyLike,
  type MoneyUnit,
} from '../lib/money';

export type { MoneyUnit };

/** The plural forms the points word has in our languages; any other category reads as "other". */
const FORMS = ['one', 'few', 'many', 'other'] as const;
type Form = (typeof FORMS)[number];
const formOf = (category: Intl.LDMLPluralRule): Form => FORMS.find((form) => form === category) ?? 'other';

/** Units named in the language; token symbols (QC, USDT, TRX) read the same in every language. */
const NAMED = ['balance', 'points', 'qc'] as const;
type Named = (typeof NAMED)[number];
const isNamed = (unit: MoneyUnit): unit is Named => NAMED.some((named) => named === unit);

/**
 * The one way screens write money and times, in the current language (decision 0022). Balance (and every
 * price, fee and top-up, which are balance) has two decimals and no unit: "1,000.00". Points are whole, with
 * their word: "5,000 points". QC and USDT have two decimals and their symbol: "1,000.00 QC", "12.50 USDT".
 * Separators follow the language ("1 000,00" in Russian); figures are cut toward zero, never rounded up.
 * Times are in the user's own zone.
 */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    /** The digits alone, for a place whose label already names the unit ("Balance", a user card column). */
    const figure = (value: MoneyLike, unit: MoneyUnit) => formatAmount(value, locale, decimalsOf(unit));
    /** `figure` shortened to k/M/B/T past 8 characters: only in a tight column labelled with its unit. */
    const compact = (value: MoneyLike, unit: MoneyUnit) => formatCompact(value, locale, decimalsOf(unit));
    /** The figure's text with its unit after it, as every other place writes it. */
    const withUnit = (text: string, value: MoneyLike, unit: MoneyUnit) => {
      if (unit === 'balance') return text;
      if (unit === 'points')
        return t(`common.money.points.${formOf(pluralOf(value, locale))}`, { amount: text });
      return `${text}\u00a0${unit.toUpperCase()}`;
    };
    const amount = (value: MoneyLike, unit: MoneyUnit) => withUnit(figure(value, unit), value, unit);
    return {
      amount,
      balance: (value: MoneyLike) => amount(value, 'balance'),
      points: (value: MoneyLike) => amount(value, 'points'),
      qc: (value: MoneyLike) => amount(value, 'QC'),
      usdt: (value: MoneyLike) => amount(value, 'USDT'),
      /** Money in and out: "+12.00", "−10 points", "+1.50 QC". */
      signed: (value: MoneyLike, unit: MoneyUnit) =>
        withUnit(formatSigned(value, locale, decimalsOf(unit)), value, unit),
      figure,
      compact,
      /** A unit as a label or a chip: "Balance", "Points", "QC", "USDT". */
      unitName: (unit: MoneyUnit) => (isNamed(unit) ? t(`common.money.asset.${unit}`) : unit),
      /** An exchange rate: up to 6 places, no trailing zeros. */
      rate: (value: MoneyLike) => formatRate(value, locale),
      /** A date and time in the user's zone. */
      time: (value: number) => formatDateTime(value, locale),
      /** The time of day alone, in the user's zone. */
      clock: (value: number) => formatClock(value, locale),
      /** A server day's date (a daily figure's row), in the server's zone. */
      day: (value: number) => formatServerDay(value, locale),
    };
  }, [t, locale]);
}

export type Format = ReturnType<typeof useFormat>;
