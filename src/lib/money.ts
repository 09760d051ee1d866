import Big from 'big.js';
import { numberFormat, pluralRules } from './intl';

/**
 * Money as an exact decimal (balances, points, QC, USDT, prices, fees, rates), so that 0.1 + 0.2 is 0.3 and
 * 5100 / 1000 is 5.1. Its methods add (`plus`), take (`minus`), multiply (`times`) and compare (`gt`, `lte`,
 * `eq`…). Only this module imports big.js (enforced by ESLint); amounts travel and are stored as JSON numbers
 * (`toWire`) and are read back with `money`.
 */
export type Money = Big;

/** What `money` reads: a Money, a number as the server sends it, or decimal text. */
export type MoneyLike = Money | number | string;

// A constructor of our own, so that no other code can change the library's shared settings.
const Decimal = Big();

export const ZERO: Money = new Decimal(0);
const ONE: Money = new Decimal(1);

/**
 * An amount from the server, the store or the fake backend's rows: a finite number (read as it prints, so
 * 0.1 is exactly 0.1), decimal text, or a Money. Anything else — missing, NaN, "abc" — is 0, as a balance
 * the server left out.
 */
export function money(value: unknown): Money {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : ZERO;
  if (typeof value !== 'string') return ZERO;
  try {
    return new Decimal(value.trim());
  } catch {
    return ZERO;
  }
}

/** The sum of the amounts, exactly. */
export const sum = (values: Iterable<MoneyLike>): Money => {
  let total = ZERO;
  for (const value of values) total = total.plus(money(value));
  return total;
};

/** Below 0 when `a` is less than `b`, 0 when equal, above 0 when more. */
export const compare = (a: MoneyLike, b: MoneyLike): number => money(a).cmp(money(b));

/** The larger and the smaller of two amounts. */
export const maxOf = (a: MoneyLike, b: MoneyLike): Money => (money(a).gte(money(b)) ? money(a) : money(b));
export const minOf = (a: MoneyLike, b: MoneyLike): Money => (money(a).lte(money(b)) ? money(a) : money(b));

/** Cut to `decimals` places toward zero: what is shown or credited never rounds up past the true value. */
export const truncate = (value: MoneyLike, decimals: number): Money => {
  const cut = money(value).round(decimals, Decimal.roundDown);
  return cut.eq(0) ? ZERO : cut;
};

/** Rounded half up to `decimals` places, as the server books a share of an amount (a third of 10 is 3.33). */
export const roundTo = (value: MoneyLike, decimals: number): Money =>
  money(value).round(decimals, Decimal.roundHalfUp);

/** Rounded up (away from zero) to `decimals` places, as a bid's step is rounded up to the cent. */
export const roundUpTo = (value: MoneyLike, decimals: number): Money =>
  money(value).round(decimals, Decimal.roundUp);

/**
 * The JSON number an amount travels and is stored as, rounded half up to the field's precision (cents by
 * default). Converting is the only thing done with the number: arithmetic stays on Money.
 */
export const toWire = (value: MoneyLike, decimals = 2): number =>
  Number(roundTo(value, decimals).toFixed(decimals));

/** Whether the amount has no more than `decimals` places (2 for money, 0 for points). */
export const hasDecimals = (value: MoneyLike, decimals: number): boolean =>
  truncate(value, decimals).eq(money(value));

/**
 * What an amount is counted in: the mall's balance and points, its own QC (`qc`), and the tokens. Balance, QC
 * and the tokens go to the cent, points are whole.
 */
export type MoneyUnit = 'balance' | 'points' | 'qc' | 'QC' | 'USDT' | 'TRX';

/** The places an amount of `unit` is counted and shown with. */
export const decimalsOf = (unit: MoneyUnit): number => (unit === 'points' ? 0 : 2);

/** The minus of negative figures: the real sign (U+2212), not a hyphen, in every language. */
const MINUS = '\u2212';

/**
 * How the six languages write a figure of the balance's currency (CLDR, as Intl has it; tests/lib/money.test.ts
 * checks every entry against Intl.NumberFormat). The first Intl.NumberFormat a page makes costs some 25 ms
 * of a desktop core (ICU sets up its number formatting; about 110 ms of a phone's), inside the first task that
 * shows a price: these languages are written from the table instead, any other through Intl.
 */
interface Written {
  group: string;
  decimal: string;
  /** what comes before and after a figure of `BALANCE_CURRENCY` */
  currency: [string, string];
}
const NBSP = '\u00a0';
const WRITTEN: Readonly<Record<string, Written>> = {
  'zh-Hans': { group: ',', decimal: '.', currency: ['¥', ''] },
  en: { group: ',', decimal: '.', currency: ['CN¥', ''] },
  pt: { group: '.', decimal: ',', currency: [`CN¥${NBSP}`, ''] },
  ko: { group: ',', decimal: '.', currency: ['CN¥', ''] },
  ja: { group: ',', decimal: '.', currency: [`元${NBSP}`, ''] },
  ru: { group: NBSP, decimal: ',', currency: ['', `${NBSP}CN¥`] },
};

/** Decimal text ("-1234.5") in the language's separators ("-1,234.5"): its digits as they are. */
function written(text: string, { group, decimal }: Written): string {
  const [whole = '', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/**
 * Decimal text in the locale's separators, its digits exactly as they are (however many): from the table for
 * the six languages, else through Intl with `places` (the same places the text already has).
 */
function digits(text: string, locale: string, places: Intl.NumberFormatOptions): string {
  const known = WRITTEN[locale];
  if (known) return written(text, known);
  return numberFormat(locale, places).format(text as Intl.StringNumericLiteral);
}

/**
 * An amount in the locale's digits and separators ("1,234.50", "1 234,50", "1.234,50") with exactly
 * `decimals` places (2 unless told), cut toward zero, never rounded up; a negative one with a real minus.
 */
export function formatAmount(value: MoneyLike, locale: string, decimals = 2): string {
  const cut = truncate(value, decimals);
  const figure = digits(cut.abs().toFixed(decimals), locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return cut.lt(0) ? `${MINUS}${figure}` : figure;
}

/** "+12.00" for money in, "−12.00" for money out, "0.00" for none. */
export function formatSigned(value: MoneyLike, locale: string, decimals = 2): string {
  const cut = truncate(value, decimals);
  const figure = formatAmount(cut.abs(), locale, decimals);
  if (cut.gt(0)) return `+${figure}`;
  return cut.lt(0) ? `${MINUS}${figure}` : figure;
}

/**
 * The currency the mall's balance is counted in (decision 0065): every price, fee and top-up of the mall is
 * in it. The goods are priced as sold in China (an iPhone 16 Pro at 8,999), so it is the yuan.
 */
export const BALANCE_CURRENCY = 'CNY';

/**
 * What the locale writes before and after a figure of the balance's currency: "CN¥" before in English,
 * "¥" in Chinese, "元 " in Japanese (where "¥" alone is the yen), " CN¥" after in Russian. Read from the
 * locale's own pattern, so the figure itself stays ours (cut, never rounded; abbreviated where asked).
 */
const aroundByLocale = new Map<string, [string, string]>();
function currencyAround(locale: string): [string, string] {
  const known = WRITTEN[locale]?.currency ?? aroundByLocale.get(locale);
  if (known) return known;
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: BALANCE_CURRENCY,
    currencyDisplay: 'symbol',
  }).formatToParts(1);
  const isNumber = (part: Intl.NumberFormatPart) =>
    ['integer', 'group', 'decimal', 'fraction'].includes(part.type);
  const first = parts.findIndex(isNumber);
  const last = parts.length - 1 - [...parts].reverse().findIndex(isNumber);
  const join = (some: Intl.NumberFormatPart[]) =>
    some
      .filter((part) => part.type !== 'minusSign' && part.type !== 'plusSign')
      .map((part) => part.value)
      .join('');
  const around: [string, string] = [join(parts.slice(0, first)), join(parts.slice(last + 1))];
  aroundByLocale.set(locale, around);
  return around;
}

/**
 * A figure written by the functions below ("1,234.50", "−12.00", "+10.00k") as an amount of the balance's
 * currency in the locale: "CN¥1,234.50", "−CN¥12.00", "1 234,50 CN¥". The sign stays in front of it all.
 */
export function withCurrency(figure: string, locale: string): string {
  const [before, after] = currencyAround(locale);
  const sign = figure.startsWith('+') || figure.startsWith(MINUS) ? figure.slice(0, 1) : '';
  return `${sign}${before}${figure.slice(sign.length)}${after}`;
}

const UNITS: readonly [Money, string][] = [
  [new Decimal('1e12'), 'T'],
  [new Decimal('1e9'), 'B'],
  [new Decimal('1e6'), 'M'],
  [new Decimal('1e3'), 'k'],
];

/** The widest figure a tight spot (a column of the user card) shows in full: "9,999.99", "999,999". */
export const COMPACT_WIDTH = 8;

/**
 * `formatAmount`, unless it is wider than `COMPACT_WIDTH`: then k, M, B or T with two decimals in the locale's
 * digits ("12.34k", "5,01M"), cut toward zero, so the figure shown never exceeds what the user has.
 */
export function formatCompact(value: MoneyLike, locale: string, decimals = 2): string {
  const full = formatAmount(value, locale, decimals);
  if (full.length <= COMPACT_WIDTH) return full;
  const amount = money(value);
  const abs = amount.abs();
  const [size, letter] = UNITS.find(([step]) => abs.gte(step)) ?? [ONE, ''];
  return `${amount.lt(0) ? MINUS : ''}${formatAmount(abs.div(size), locale, 2)}${letter}`;
}

/** A rate as the server gives it, up to 6 places without trailing zeros: "0.1", "7,25". */
export const formatRate = (value: MoneyLike, locale: string): string =>
  digits(truncate(value, 6).toFixed(), locale, { maximumFractionDigits: 6 });

/**
 * The plural category of a whole amount in the locale ("one", "few", "many", "other"), for the word after it
 * ("1 point", "5 баллов"). Categories hang on the last digits only (and, in Portuguese, on whole millions), so
 * an amount of more than six digits is read as a million plus its last six: exact however big.
 */
export function pluralOf(value: MoneyLike, locale: string): Intl.LDMLPluralRule {
  const whole = truncate(money(value).abs(), 0).toFixed(0);
  const n = whole.length > 6 ? 1_000_000 + Number(whole.slice(-6)) : Number(whole);
  return pluralRules(locale).select(n);
}
