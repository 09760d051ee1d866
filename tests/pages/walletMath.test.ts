import { addressOf, keyHashOf } from '../../src/api/rules/walletAddress';
import { money } from '../../src/lib/money';
import {
  balanceOf,
  fitsBalance,
  maxSendable,
  recipientOf,
  totalOf,
  withdrawOpen,
} from '../../src/pages/wallet/components/walletMath';
import { exchangeQuote } from '../../src/ui/exchange/exchangeMath';

const ADDRESS = addressOf(keyHashOf('wallet-math'));

describe('walletMath', () => {
  it('Max is the quote\u2019s max, to the cent, never below 0', () => {
    expect(maxSendable({ max: 99 }).toFixed(2)).toBe('99.00');
    expect(maxSendable({ max: 9.567 }).toFixed(2)).toBe('9.56');
    expect(maxSendable({ max: 0 }).toFixed(2)).toBe('0.00');
    expect(maxSendable({ max: -1.6 }).toFixed(2)).toBe('0.00');
  });

  it('Max then sends all that fits: a flat transfer fee empties the account, a withdrawal\u2019s 2 % nearly', () => {
    for (const [balance, fee] of [
      ['1234.56', '1'],
      ['0.3', '0.1'],
      ['600.01', '12.00'],
    ] as const) {
      const max = maxSendable({ max: money(balance).minus(fee).toNumber() });
      expect(totalOf(max, fee).eq(money(balance))).toBe(true);
      expect(fitsBalance(max, fee, balance)).toBe(true);
      expect(fitsBalance(max.plus('0.01'), fee, balance)).toBe(false);
    }
    // 800 USDT: the fake backend's max 784.31 + its fee 15.69 (2 %, rounded up) = 800
    const max = maxSendable({ max: 784.31 });
    expect(fitsBalance(max, '15.69', 800)).toBe(true);
    expect(fitsBalance(max.plus('0.01'), '15.7', 800)).toBe(false);
  });

  it('keeps the share limit: amount + fee within the balance', () => {
    expect(fitsBalance(99, 1, 100)).toBe(true);
    expect(fitsBalance('99.01', 1, 100)).toBe(false);
    expect(fitsBalance(100, 0, 100)).toBe(true);
  });

  it('opens withdrawals only above 500 USDT', () => {
    expect(withdrawOpen(500)).toBe(false);
    expect(withdrawOpen('500.01')).toBe(true);
    expect(withdrawOpen(0)).toBe(false);
  });

  it('reads a token balance from the account list, 0 when missing', () => {
    const tokens = [{ symbol: 'USDT' as const, balance: 12.5, price_usdt: 1, value_usdt: 12.5 }];
    expect(balanceOf(tokens, 'USDT').toFixed(2)).toBe('12.50');
    expect(balanceOf(tokens, 'QC').toFixed(2)).toBe('0.00');
    expect(balanceOf(undefined, 'TRX').toFixed(2)).toBe('0.00');
  });

  it('rounds what an exchange receives down to the cent', () => {
    // 10 × 0.333 × 0.997 = 3.32001 → 3.32; 7 × 0.2857 × 0.997 = 1.99387… → 1.99 (never up to 2.00)
    expect(exchangeQuote(10, { rate: 0.333, fee_ratio: 0.003 }, 'USDT').received.toFixed(2)).toBe('3.32');
    expect(exchangeQuote(7, { rate: 0.2857, fee_ratio: 0.003 }, 'USDT').received.toFixed(2)).toBe('1.99');
    const quote = exchangeQuote(100, { rate: 4, fee_ratio: 0.003 }, 'TRX');
    expect(quote.received.toFixed(2)).toBe('398.80');
    expect(quote.fee.toFixed(2)).toBe('1.20');
  });

  it('tells an address, a UID and neither apart, refusing an address whose checksum fails', () => {
    expect(recipientOf(ADDRESS)).toEqual({ kind: 'address', address: ADDRESS });
    expect(recipientOf(` ${ADDRESS} `)).toEqual({ kind: 'address', address: ADDRESS });
    const last = ADDRESS.at(-1) === 'a' ? 'b' : 'a';
    expect(recipientOf(ADDRESS.slice(0, -1) + last)).toEqual({ kind: 'invalid' });
    expect(recipientOf('TXYZ')).toEqual({ kind: 'invalid' });
    expect(recipientOf('100234')).toEqual({ kind: 'uid', uid: 100234 });
    expect(recipientOf('0')).toEqual({ kind: 'invalid' });
    expect(recipientOf('  ')).toBeNull();
  });
});
