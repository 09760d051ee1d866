import fc from 'fast-check';
import {
  abbreviate,
  formatAmount,
  hasDecimals,
  money,
  sum,
  toWire,
  truncate,
  ZERO,
} from '../../src/lib/money';

/** `digits` × 10^−`scale` as decimal text: "-123.4500" for (-1234500n, 4). */
function decimalText(digits: bigint, scale: number): string {
  const sign = digits < 0n ? '-' : '';
  const text = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** Any decimal up to 10^18 with up to 8 places, as text. */
const anyDecimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 26n), max: 10n ** 26n }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, scale]) => decimalText(digits, scale));

/** Cents as the server sends them: a JSON number such as 12.34, within what a double holds exactly. */
const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

/** What a shown figure stands for: "5.10k" → 5100; "1,234.50" (English) → 1234.5. */
function shownValue(text: string) {
  const size = { k: '1e3', M: '1e6', B: '1e9', T: '1e12' }[text.slice(-1)];
  return size ? money(text.slice(0, -1)).times(size) : money(text.replaceAll(',', ''));
}

describe('money', () => {
  it('reads numbers as they print, decimal text exactly, and anything else as 0', () => {
    expect(money(0.1).plus(0.2).eq('0.3')).toBe(true);
    expect(money('12345678901234567.89').toFixed(2)).toBe('12345678901234567.89');
    expect(money(' 12.50 ').eq(12.5)).toBe(true);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', null, undefined, {}]) {
      expect(money(bad)).toBe(ZERO);
    }
  });

  it('adds exactly what float arithmetic gets wrong', () => {
    expect(sum([0.1, 0.2, '0.3']).toString()).toBe('0.6');
    expect(money(59.9).times(3).toString()).toBe('179.7');
    expect(toWire(money(1.005))).toBe(1.01);
    expect(toWire(money(10).div(3))).toBe(3.33);
  });

  it('cuts toward zero and knows how many places an amount has', () => {
    expect(truncate(1.999, 2).toString()).toBe('1.99');
    expect(truncate(-1.999, 2).toString()).toBe('-1.99');
    expect(truncate(-0.001, 2)).toBe(ZERO);
    expect(hasDecimals(12.34, 2)).toBe(true);
    expect(hasDecimals(12.345, 2)).toBe(false);
    expect(hasDecimals(3, 0)).toBe(true);
  });

  it('sums equal the exact decimal sum', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (values) => {
        const exact = values.reduce((a, b) => a + b, 0n);
        const wire = values.map((c) => Number(decimalText(c, 2)));
        expect(sum(wire).eq(decimalText(exact, 2))).toBe(true);
      }),
    );
  });

  it('goes to the wire and back unchanged', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const amount = money(decimalText(c, 2));
        expect(money(toWire(amount)).eq(amount)).toBe(true);
        expect(amount.toFixed(2)).toBe(decimalText(c, 2));
      }),
    );
  });
});

describe('formatAmount', () => {
  it('formats with the locale', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'ru')).toMatch(/1\s234,50/);
    expect(formatAmount(5000, 'en', 0)).toBe('5,000');
    expect(formatAmount('12345678901234567.899', 'en')).toBe('12,345,678,901,234,567.89');
  });

  it('shows 1.15 as 1.15 and cuts rather than rounds up', () => {
    expect(formatAmount(1.15, 'en')).toBe('1.15');
    expect(formatAmount(1.999, 'en')).toBe('1.99');
    expect(formatAmount(-0.001, 'en')).toBe('0.00');
  });

  it('reads back as two-decimal text of the value cut toward zero', () => {
    fc.assert(
      fc.property(anyDecimal, (text) => {
        const value = money(text);
        const shown = shownValue(formatAmount(text, 'en'));
        expect(shown.abs().lte(value.abs())).toBe(true);
        expect(value.minus(shown).abs().lt('0.01')).toBe(true);
        expect(formatAmount(text, 'en')).toMatch(/^-?[\d,]+\.\d\d$/);
      }),
    );
  });

  it('round-trips amounts that already have two decimals', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(shownValue(formatAmount(toWire(decimalText(c, 2)), 'en')).eq(decimalText(c, 2))).toBe(true);
      }),
    );
  });
});

describe('abbreviate', () => {
  it.each([
    [0, '0'],
    [999.999, '999.99'],
    [1000, '1.00k'],
    [1234.5, '1.23k'],
    [2_500_000, '2.50M'],
    [7_891_000_000, '7.89B'],
    [3_000_000_000_000, '3.00T'],
    [-1500, '-1.50k'],
    [Number.NaN, '0'],
  ])('%s → %s', (value, text) => expect(abbreviate(value)).toBe(text));

  it('stands for the true value where float arithmetic falls just short of it', () => {
    // 5100 / 1000 × 100 is 509.99… in floats, and 1.15 × 100 is 114.99…
    expect(abbreviate(5100)).toBe('5.10k');
    expect(abbreviate(1.15)).toBe('1.15');
  });

  it('never exceeds the value and is within one unit of its last digit below it', () => {
    fc.assert(
      fc.property(anyDecimal, (text) => {
        const value = money(text).abs();
        const shownText = abbreviate(text).replace(/^-/, '');
        const size = money({ k: '1e3', M: '1e6', B: '1e9', T: '1e12' }[shownText.slice(-1)] ?? 1);
        const shown = shownValue(shownText);
        expect(shown.lte(value)).toBe(true);
        expect(value.minus(shown).lt(size.times('0.01'))).toBe(true);
        expect(shownText).toMatch(/^(\d+\.\d\d[kMBT]|\d{1,3}(\.\d{1,2})?)$/);
      }),
    );
  });
});
