import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDateTime, formatServerDay } from '../../lib/format';
import {
  decimalsOf,
  formatAmount,
  formatCompact,
  formatRate,
  formatSigned,
  pluralOf,
  withCurrency,
  type MoneyLike,
  type MoneyUnit,
} from '../../lib/money';

export type { MoneyUnit };

/** The plural forms the points word has in our languages; any other category reads as "other". */
const FORMS = ['one', 'few', 'many', 'other'] as const;
type Form = (typeof FORMS)[number];
const formOf = (category: Intl.LDMLPluralRule): Form => FORMS.find((form) => form === category) ?? 'other';

/** Units named in the language; token symbols (QC, USDT, TRX) read the same in every language. */
const NAMED = ['balance', 'points', 'qc'] as const;
type Named = (typeof NAMED)[number];
const isNamed = (unit: MoneyUnit): unit is Named => NAMED.some((named) => named === unit);

/** How an amount is written: with a plus or a minus for money in and out, or shortened (k, M, B, T). */
export interface AmountStyle {
  signed?: boolean;
  compact?: boolean;
}

/** An amount as written: the whole text, and the figure inside it (with its sign); the rest is its unit. */
export interface WrittenAmount {
  text: string;
  figure: string;
}

/**
 * The one way screens write money and times, in the current language (decisions 0022, 0065). Every amount
 * carries its unit: the balance (every price, fee and top-up of the mall) its currency's sign as the locale
 * writes it ("CN¥1,000.00", "1 000,00 CN¥", "元 1,000.00"); points are whole, with their word ("5,000
 * points"); QC and USDT have two decimals and their symbol ("1,000.00 QC", "12.50 USDT"). Separators follow
 * the language; figures are cut toward zero, never rounded up. Times are in the user's own zone.
 */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    /** The figure's text (digits, maybe signed or shortened) with its unit, as every place writes it. */
    const withUnit = (text: string, value: MoneyLike, unit: MoneyUnit) => {
      if (unit === 'balance') return withCurrency(text, locale);
      if (unit === 'points')
        return t(`common.money.points.${formOf(pluralOf(value, locale))}`, { amount: text });
      return `${text}\u00a0${unit.toUpperCase()}`;
    };
    /** The one writer underneath: `<Amount>` shows its parts, the calls below its text. */
    const write = (value: MoneyLike, unit: MoneyUnit, style: AmountStyle = {}): WrittenAmount => {
      const decimals = decimalsOf(unit);
      const figure = style.compact
        ? formatCompact(value, locale, decimals)
        : style.signed
          ? formatSigned(value, locale, decimals)
          : formatAmount(value, locale, decimals);
      return { text: withUnit(figure, value, unit), figure };
    };
    const amount = (value: MoneyLike, unit: MoneyUnit) => write(value, unit).text;
    /**
     * The figure for a place whose label right above it is the unit's own name (a user card column "Points",
     * "QC"): the word or symbol is not written twice. The balance's sign is part of its figure: "Balance" names
     * an account, not a currency.
     */
    const figure = (value: MoneyLike, unit: MoneyUnit, style: AmountStyle = {}) => {
      const written = write(value, unit, style);
      return unit === 'balance' ? written.text : written.figure;
    };
    /** `figure` shortened to k/M/B/T past 8 digits: only in a tight column labelled with its unit. */
    const compact = (value: MoneyLike, unit: MoneyUnit) => figure(value, unit, { compact: true });
    return {
      write,
      amount,
      balance: (value: MoneyLike) => amount(value, 'balance'),
      points: (value: MoneyLike) => amount(value, 'points'),
      qc: (value: MoneyLike) => amount(value, 'QC'),
      usdt: (value: MoneyLike) => amount(value, 'USDT'),
      /** Money in and out: "+CN¥12.00", "−10 points", "+1.50 QC". */
      signed: (value: MoneyLike, unit: MoneyUnit) => write(value, unit, { signed: true }).text,
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
