import fc from 'fast-check';
import {
  decimalsOf,
  formatAmount,
  formatCompact,
  formatRate,
  formatSigned,
  hasDecimals,
  pluralOf,
  money,
  sum,
  toWire,
  truncate,
  withCurrency,
  ZERO,
} from '../../src/lib/money';
import { LANGUAGES } from '../../src/i18n/languages';

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

const SIZES: Record<string, string> = { k: '1e3', M: '1e6', B: '1e9', T: '1e12' };

/** What a shown English figure stands for: "5.10k" → 5100; "−1,234.50" → -1234.5. */
function shownValue(text: string) {
  const plain = text.replace('\u2212', '-').replaceAll(',', '');
  const size = SIZES[plain.slice(-1)];
  return size ? money(plain.slice(0, -1)).times(size) : money(plain);
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

/** The six languages as the app names them, and how each writes 1234567.89 and 1234567 whole. */
const LOCALES: [string, string, string][] = [
  ['en', '1,234,567.89', '1,234,567'],
  ['zh-Hans', '1,234,567.89', '1,234,567'],
  ['pt', '1.234.567,89', '1.234.567'],
  ['ko', '1,234,567.89', '1,234,567'],
  ['ja', '1,234,567.89', '1,234,567'],
  // Russian groups with a no-break space and marks decimals with a comma.
  ['ru', '1\u00a0234\u00a0567,89', '1\u00a0234\u00a0567'],
];

describe('formatAmount', () => {
  it.each(LOCALES)('writes %s with its own separators', (locale, cents, whole) => {
    expect(formatAmount('1234567.891', locale)).toBe(cents);
    expect(formatAmount(1234567, locale, 0)).toBe(whole);
  });

  it('formats with the locale, exactly, however big', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(5000, 'en', 0)).toBe('5,000');
    expect(formatAmount('12345678901234567.899', 'en')).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('12345678901234567.899', 'ru')).toBe(
      '12\u00a0345\u00a0678\u00a0901\u00a0234\u00a0567,89',
    );
  });

  it('shows 1.15 as 1.15 and cuts rather than rounds up, never showing a float artefact', () => {
    expect(formatAmount(1.15, 'en')).toBe('1.15');
    expect(formatAmount(0.1 + 0.2, 'en')).toBe('0.30');
    expect(formatAmount(1.999, 'en')).toBe('1.99');
    expect(formatAmount(-0.001, 'en')).toBe('0.00');
    expect(formatAmount(4999.999, 'en', 0)).toBe('4,999');
  });

  it('writes a negative amount with a real minus sign', () => {
    expect(formatAmount(-1234.5, 'en')).toBe('\u22121,234.50');
    expect(formatAmount(-1234.5, 'ru')).toBe('\u22121\u00a0234,50');
  });

  it('reads back as two-decimal text of the value cut toward zero', () => {
    fc.assert(
      fc.property(anyDecimal, (text) => {
        const value = money(text);
        const shown = shownValue(formatAmount(text, 'en'));
        expect(shown.abs().lte(value.abs())).toBe(true);
        expect(value.minus(shown).abs().lt('0.01')).toBe(true);
        expect(formatAmount(text, 'en')).toMatch(/^\u2212?[\d,]+\.\d\d$/);
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

  it('counts points whole and everything else to the cent', () => {
    expect(decimalsOf('points')).toBe(0);
    for (const unit of ['balance', 'qc', 'QC', 'USDT', 'TRX'] as const) expect(decimalsOf(unit)).toBe(2);
  });
});

describe('the six languages, written without Intl', () => {
  const codes = LANGUAGES.map((language) => language.code);
  const amounts = [
    '0',
    '0.5',
    '7',
    '999.99',
    '1000',
    '1234.5',
    '-1234.56',
    '100000',
    '1234567.891',
    '-0.000001',
  ];

  it.each(codes)('%s: amounts and rates as Intl.NumberFormat writes them', (code) => {
    for (const text of amounts) {
      const cut = truncate(text, 2);
      const intl = new Intl.NumberFormat(code, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const figure = intl.format(cut.abs().toFixed(2) as Intl.StringNumericLiteral);
      expect(formatAmount(text, code)).toBe(cut.lt(0) ? `\u2212${figure}` : figure);
      const whole = new Intl.NumberFormat(code, { maximumFractionDigits: 0 });
      expect(formatAmount(text, code, 0)).toBe(
        (truncate(text, 0).lt(0) ? '\u2212' : '') +
          whole.format(truncate(text, 0).abs().toFixed(0) as Intl.StringNumericLiteral),
      );
      const rate = new Intl.NumberFormat(code, { maximumFractionDigits: 6 });
      expect(formatRate(text, code)).toBe(
        rate.format(truncate(text, 6).toFixed() as Intl.StringNumericLiteral),
      );
    }
  });

  it.each(codes)('%s: the currency around a figure as Intl.NumberFormat writes it', (code) => {
    const intl = new Intl.NumberFormat(code, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'symbol',
    });
    expect(withCurrency(formatAmount('1234.5', code), code)).toBe(intl.format(1234.5));
  });

  it('any other language goes through Intl', () => {
    expect(formatAmount('1234.5', 'de')).toBe('1.234,50');
    expect(withCurrency(formatAmount('1234.5', 'de'), 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'CNY' }).format(1234.5),
    );
  });
});

describe('formatSigned', () => {
  it.each([
    [12, 'en', 2, '+12.00'],
    [-12.5, 'en', 2, '\u221212.50'],
    [0, 'en', 2, '0.00'],
    [-0.004, 'en', 2, '0.00'],
    [-5000, 'ru', 0, '\u22125\u00a0000'],
    [1234.567, 'pt', 2, '+1.234,56'],
  ])('%s in %s (%s places) → %s', (value, locale, decimals, text) =>
    expect(formatSigned(value, locale, decimals)).toBe(text),
  );
});

describe('formatCompact', () => {
  it.each([
    [0, 2, '0.00'],
    [9999.99, 2, '9,999.99'],
    [10_000, 2, '10.00k'],
    [12_345.678, 2, '12.34k'],
    [999_999, 0, '999,999'],
    [1_000_000, 0, '1.00M'],
    [2_500_000, 2, '2.50M'],
    [7_891_000_000, 2, '7.89B'],
    [3_000_000_000_000, 2, '3.00T'],
    [-15_000, 2, '\u221215.00k'],
    [Number.NaN, 2, '0.00'],
  ])('%s (%s places) → %s', (value, decimals, text) =>
    expect(formatCompact(value, 'en', decimals)).toBe(text),
  );

  it('uses the locale’s decimal mark and keeps the letters', () => {
    expect(formatCompact(5_010_000, 'ru', 0)).toBe('5,01M');
    expect(formatCompact(12_345, 'pt')).toBe('12,34k');
  });

  it('stands for the true value where float arithmetic falls just short of it', () => {
    // 5100 / 1000 × 100 is 509.99… in floats, and 1.15 × 100 is 114.99…
    expect(formatCompact(5_100_000, 'en', 0)).toBe('5.10M');
    expect(formatCompact(1.15, 'en')).toBe('1.15');
  });

  it('never exceeds the value, is within one unit of its last digit, and is never wider than 8 characters', () => {
    fc.assert(
      fc.property(
        anyDecimal.filter((text) => money(text).abs().lt('1e15')),
        (text) => {
          const value = money(text).abs();
          const shownText = formatCompact(text, 'en').replace(/^\u2212/, '');
          const size = money(SIZES[shownText.slice(-1)] ?? 1);
          const shown = shownValue(shownText);
          expect(shown.lte(value)).toBe(true);
          expect(value.minus(shown).lt(size.times('0.01'))).toBe(true);
          expect(shownText.length).toBeLessThanOrEqual(8);
        },
      ),
    );
  });
});

describe('formatRate', () => {
  it('shows up to six places without trailing zeros, in the locale', () => {
    expect(formatRate(0.1, 'en')).toBe('0.1');
    expect(formatRate(7.25, 'ru')).toBe('7,25');
    expect(formatRate('0.12345678', 'en')).toBe('0.123456');
    expect(formatRate(1000, 'en')).toBe('1,000');
  });
});

describe('pluralOf', () => {
  it.each([
    [1, 'en', 'one'],
    [1001, 'en', 'other'],
    [21, 'ru', 'one'],
    [22, 'ru', 'few'],
    [25, 'ru', 'many'],
    ['100000000000000000021', 'ru', 'one'],
    ['100000000000000000011', 'ru', 'many'],
    [2_000_000, 'pt', 'many'],
    [2_000_001, 'pt', 'other'],
    [1, 'zh-Hans', 'other'],
  ])('%s in %s is %s', (value, locale, category) => expect(pluralOf(value, locale)).toBe(category));
});
