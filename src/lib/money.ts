import Big from 'big.js';

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

/**
 * The JSON number an amount travels and is stored as, rounded half up to the field's precision (cents by
 * default). Converting is the only thing done with the number: arithmetic stays on Money.
 */
export const toWire = (value: MoneyLike, decimals = 2): number =>
  Number(roundTo(value, decimals).toFixed(decimals));

/** Whether the amount has no more than `decimals` places (2 for money, 0 for points). */
export const hasDecimals = (value: MoneyLike, decimals: number): boolean =>
  truncate(value, decimals).eq(money(value));

/** An amount in the locale's digits with exactly `decimals` places (2 unless told), cut, never rounded up. */
export function formatAmount(value: MoneyLike, locale: string, decimals = 2): string {
  const text = truncate(value, decimals).toFixed(decimals) as Intl.StringNumericLiteral;
  // Formatted from the decimal text, not a number: the figure is exact however many digits it has.
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(text);
}

const UNITS: readonly [Money, string][] = [
  [new Decimal('1e12'), 'T'],
  [new Decimal('1e9'), 'B'],
  [new Decimal('1e6'), 'M'],
  [new Decimal('1e3'), 'k'],
];

/**
 * 1234 → "1.23k", 2500000 → "2.50M", 5100 → "5.10k"; below 1000 the amount with at most 2 decimals. Cut toward
 * zero, so the figure shown never exceeds what the user has.
 */
export function abbreviate(value: MoneyLike): string {
  const amount = money(value);
  const sign = amount.lt(0) ? '-' : '';
  const abs = amount.abs();
  for (const [size, unit] of UNITS) {
    if (abs.gte(size)) return `${sign}${truncate(abs.div(size), 2).toFixed(2)}${unit}`;
  }
  const cut = truncate(abs, 2);
  return cut.eq(0) ? '0' : `${sign}${cut.toString()}`;
}
