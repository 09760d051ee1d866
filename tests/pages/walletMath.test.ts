import { addressOf, keyHashOf } from '../../src/api/wallet/rules/walletAddress';
import { money } from '../../src/lib/money';
import {
  balanceOf,
  fitsBalance,
  maxSendable,
  recipientOf,
  totalOf,
  withdrawOpen,
} from '../../src/features/wallet/walletMath';
import { exchangeQuote } from '../../src/features/exchange/exchangeMath';
import { transferQuote, withdrawFeeOf, withdrawQuote } from '../../src/mocks/handlers/wallet/db/wallets';

const ADDRESS = addressOf(keyHashOf('wallet-math'));

describe('walletMath', () => {
  it('Max is the quote’s max: the balance less a flat fee, to the cent, never below 0 nor above the balance', () => {
    // transferCalc quotes max = balance − fee
    expect(maxSendable(100, { max: 99.0 }).toFixed(2)).toBe('99.00');
    expect(maxSendable('10.07', { max: 9.57 }).toFixed(2)).toBe('9.57');
    expect(maxSendable(1, { max: 0.0 }).toFixed(2)).toBe('0.00');
    expect(maxSendable('0.4', { max: -1.6 }).toFixed(2)).toBe('0.00');
    // a quote older than the balance never offers more than the account holds
    expect(maxSendable('50', { max: 99.0 }).toFixed(2)).toBe('50.00');
  });

  it('Max with a percentage fee (withdraw 2 %, at least 2) is the largest amount whose amount + fee fits', () => {
    for (const balance of ['1200', '600.01', '101', '50']) {
      const max = maxSendable(balance, withdrawQuote(balance, money(balance)));
      expect(fitsBalance(max, withdrawFeeOf(max), balance)).toBe(true);
      const more = max.plus('0.01');
      expect(fitsBalance(more, withdrawFeeOf(more), balance)).toBe(false);
    }
    expect(maxSendable('1200', withdrawQuote('1200', money('1200'))).toFixed(2)).toBe('1176.47');
  });

  it('Max then sends exactly the balance: amount + fee equals what the account holds', () => {
    for (const [balance, symbol] of [
      ['1234.56', 'QC'],
      ['2.5', 'USDT'],
      ['600.01', 'TRX'],
    ] as const) {
      const quote = transferQuote(balance, symbol, money(balance));
      const max = maxSendable(balance, quote);
      expect(totalOf(max, quote.fee).eq(money(balance))).toBe(true);
      expect(fitsBalance(max, quote.fee, balance)).toBe(true);
      expect(fitsBalance(max.plus('0.01'), quote.fee, balance)).toBe(false);
    }
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
