import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '../../src/i18n';
import { Amount } from '../../src/ui/money/Amount';
import type { MoneyUnit } from '../../src/ui/hooks/useFormat';

const NBSP = '\u00a0';
const MINUS = '\u2212';

afterEach(() => switchLanguage('en_us'));

const spaced = (text = '') => text.replaceAll(NBSP, ' ');

/** What each language shows for 2099 of balance, 5000 points, 1000 QC, 12.5 USDT and −12.5 of balance. */
const SHOWN: [string, Record<string, string>][] = [
  [
    'en_us',
    {
      balance: 'CN¥2,099.00',
      points: `5,000${NBSP}points`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
      spent: `${MINUS}CN¥12.50`,
    },
  ],
  [
    'zh_cn',
    {
      balance: '¥2,099.00',
      points: `5,000${NBSP}积分`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
      spent: `${MINUS}¥12.50`,
    },
  ],
  [
    'ja_jp',
    {
      balance: `元${NBSP}2,099.00`,
      points: `5,000${NBSP}ポイント`,
      qc: `1,000.00${NBSP}QC`,
      usdt: `12.50${NBSP}USDT`,
      spent: `${MINUS}元${NBSP}12.50`,
    },
  ],
  [
    'pt_br',
    {
      balance: `CN¥${NBSP}2.099,00`,
      points: `5.000${NBSP}pontos`,
      qc: `1.000,00${NBSP}QC`,
      usdt: `12,50${NBSP}USDT`,
      spent: `${MINUS}CN¥${NBSP}12,50`,
    },
  ],
  [
    'ru_ru',
    {
      balance: `2${NBSP}099,00${NBSP}CN¥`,
      points: `5${NBSP}000${NBSP}баллов`,
      qc: `1${NBSP}000,00${NBSP}QC`,
      usdt: `12,50${NBSP}USDT`,
      spent: `${MINUS}12,50${NBSP}CN¥`,
    },
  ],
];

const AMOUNTS: { key: string; value: string | number; unit: MoneyUnit; signed?: boolean }[] = [
  { key: 'balance', value: 2099, unit: 'balance' },
  { key: 'points', value: 5000, unit: 'points' },
  { key: 'qc', value: '1000', unit: 'qc' },
  { key: 'usdt', value: 12.5, unit: 'USDT' },
  { key: 'spent', value: -12.5, unit: 'balance', signed: true },
];

describe('<Amount>: every amount with its unit', () => {
  it.each(SHOWN)(
    'shows each unit in %s as one text, unit joined by no-break spaces',
    async (language, shown) => {
      await act(() => switchLanguage(language));
      const { unmount } = render(
        <ul>
          {AMOUNTS.map(({ key, ...amount }) => (
            <li key={key}>
              <Amount {...amount} />
            </li>
          ))}
        </ul>,
      );
      const items = screen.getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(AMOUNTS.map(({ key }) => shown[key]));
      // One text node each, found by what it shows (queries read a no-break space as a space).
      for (const { key } of AMOUNTS) expect(screen.getByText(spaced(shown[key]))).toHaveClass('amount');
      unmount(); // before the language switches back
    },
  );

  it('shortens only when told, the unit kept', async () => {
    await act(() => switchLanguage('en_us'));
    const { unmount } = render(
      <p>
        <Amount value={12_345_678} unit="balance" compact />
        <Amount value={1e15} unit="points" />
      </p>,
    );
    expect(screen.getByText('CN¥12.34M')).toHaveClass('amount', 'is-balance');
    expect(screen.getByText('1,000,000,000,000,000 points')).toHaveClass('is-points');
    unmount();
  });
});
