import { act, renderHook } from '@testing-library/react';
import { switchLanguage } from '../../src/i18n';
import { useFormat, type Format } from '../../src/ui/hooks/useFormat';

const NBSP = '\u00a0';
const MINUS = '\u2212';

/** The formatter in `language`, as a page rendered in it would get it (unmounted: languages switch after). */
async function formatIn(language: string): Promise<Format> {
  await act(() => switchLanguage(language));
  const { result, unmount } = renderHook(() => useFormat());
  unmount();
  return result.current;
}

afterEach(() => switchLanguage('en_us'));

/**
 * Per language: balance 1234567.891, points 5000 / 1 / 2 / 2,000,000, 1000 QC, 12.5 USDT. The balance carries its
 * currency (the yuan) as the language writes it: "CN¥" where "¥" alone could be the yen, "元" in Japanese, "¥" in
 * Chinese; points carry their word, by number; QC and USDT their symbol after a no-break space.
 */
const WRITTEN: [string, Record<string, string>][] = [
  [
    'en_us',
    {
      balance: 'CN¥1,234,567.89',
      points: `5,000${NBSP}points`,
      one: `1${NBSP}point`,
      two: `2${NBSP}points`,
      million: `2,000,000${NBSP}points`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
    },
  ],
  [
    'zh_cn',
    {
      balance: '¥1,234,567.89',
      points: `5,000${NBSP}积分`,
      one: `1${NBSP}积分`,
      two: `2${NBSP}积分`,
      million: `2,000,000${NBSP}积分`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
    },
  ],
  [
    'pt_br',
    {
      balance: `CN¥${NBSP}1.234.567,89`,
      points: `5.000${NBSP}pontos`,
      one: `1${NBSP}ponto`,
      two: `2${NBSP}pontos`,
      million: `2.000.000${NBSP}de pontos`,
      qc: `1.000,00${NBSP}QC`,
      usdt: `12,50${NBSP}USDT`,
    },
  ],
  [
    'ko_kr',
    {
      balance: 'CN¥1,234,567.89',
      points: `5,000${NBSP}포인트`,
      one: `1${NBSP}포인트`,
      two: `2${NBSP}포인트`,
      million: `2,000,000${NBSP}포인트`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
    },
  ],
  [
    'ja_jp',
    {
      balance: `元${NBSP}1,234,567.89`,
      points: `5,000${NBSP}ポイント`,
      one: `1${NBSP}ポイント`,
      two: `2${NBSP}ポイント`,
      million: `2,000,000${NBSP}ポイント`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
    },
  ],
  [
    'ru_ru',
    {
      balance: `1${NBSP}234${NBSP}567,89${NBSP}CN¥`,
      points: `5${NBSP}000${NBSP}баллов`,
      one: `1${NBSP}балл`,
      two: `2${NBSP}балла`,
      million: `2${NBSP}000${NBSP}000${NBSP}баллов`,
      qc: `1${NBSP}000,00${NBSP}QC`,
      usdt: `12,50${NBSP}USDT`,
    },
  ],
];

describe('useFormat: the one way screens write money', () => {
  it.each(WRITTEN)('writes every unit in %s with its separators', async (language, written) => {
    const format = await formatIn(language);
    expect(format.balance('1234567.891')).toBe(written.balance);
    expect(format.points(5000)).toBe(written.points);
    expect(format.points(1)).toBe(written.one);
    expect(format.points(2)).toBe(written.two);
    expect(format.points(2_000_000)).toBe(written.million);
    expect(format.qc(1000)).toBe(written.qc);
    expect(format.usdt(12.5)).toBe(written.usdt);
    // The same amount through the unit in hand reads the same.
    expect(format.amount(1000, 'qc')).toBe(written.qc);
    expect(format.amount(1000, 'QC')).toBe(written.qc);
    expect(format.amount('1234567.891', 'balance')).toBe(written.balance);
  });

  it('signs money in and out with a plus and a real minus, the unit after', async () => {
    const format = await formatIn('en_us');
    expect(format.signed(500, 'balance')).toBe('+CN¥500.00');
    expect(format.signed(-5, 'balance')).toBe(`${MINUS}CN¥5.00`);
    expect(format.signed(10, 'points')).toBe(`+10${NBSP}points`);
    expect(format.signed(-1, 'points')).toBe(`${MINUS}1${NBSP}point`);
    expect(format.signed(1.5, 'qc')).toBe(`+1.50${NBSP}QC`);
    expect(format.signed(0, 'USDT')).toBe(`0.00${NBSP}USDT`);
    const ru = await formatIn('ru_ru');
    expect(ru.signed(-1500, 'points')).toBe(`${MINUS}1${NBSP}500${NBSP}баллов`);
    expect(ru.signed(-12.5, 'balance')).toBe(`${MINUS}12,50${NBSP}CN¥`);
  });

  it('writes big values in full, never abbreviated, and never a float artefact', async () => {
    const format = await formatIn('en_us');
    expect(format.qc('12345678901234567.899')).toBe(`12,345,678,901,234,567.89${NBSP}QC`);
    expect(format.points(1e15)).toBe(`1,000,000,000,000,000${NBSP}points`);
    expect(format.balance(0.1 + 0.2)).toBe('CN¥0.30');
    expect(format.balance(1.15)).toBe('CN¥1.15');
    expect(format.points(5100)).toBe(`5,100${NBSP}points`);
  });

  it('abbreviates only through compact, a figure for a column labelled with its unit', async () => {
    const format = await formatIn('en_us');
    // The balance keeps its sign even there: "Balance" names an account, not a currency.
    expect(format.compact(9999.99, 'balance')).toBe('CN¥9,999.99');
    expect(format.compact(10_000, 'balance')).toBe('CN¥10.00k');
    expect(format.figure(12.5, 'balance')).toBe('CN¥12.50');
    expect(format.compact(5100, 'points')).toBe('5,100');
    expect(format.compact(5_010_000, 'points')).toBe('5.01M');
    expect(format.compact(1000, 'qc')).toBe('1,000.00');
    expect(format.figure(5000, 'points')).toBe('5,000');
    // Every other writer keeps the whole figure.
    expect(format.balance(10_000)).toBe('CN¥10,000.00');
    const ru = await formatIn('ru_ru');
    expect(ru.compact(5_010_000, 'points')).toBe('5,01M');
    expect(ru.compact(5_010_000, 'balance')).toBe(`5,01M${NBSP}CN¥`);
  });

  it('names units as labels in the language; token symbols stay as they are', async () => {
    const format = await formatIn('ru_ru');
    expect(format.unitName('balance')).toBe('Баланс');
    expect(format.unitName('points')).toBe('Баллы');
    expect(format.unitName('qc')).toBe('QC');
    expect(format.unitName('USDT')).toBe('USDT');
    expect(format.rate(7.25)).toBe('7,25');
  });
});
