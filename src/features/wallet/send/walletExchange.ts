import type { ExchangeRate, TokenSymbol } from '../../../api/wallet/wallet';
import { money, type Money } from '../../../lib/money';
import { exchangeQuote, type ExchangeQuote } from '../../exchange';

/** The rate is read again this often while the exchange page is open. */
export const RATE_REFRESH_MS = 15_000;

export interface ExchangeDraft {
  from: TokenSymbol;
  to: TokenSymbol;
  amount: Money;
  /** the quote the user is shown and confirms: the request carries its rate */
  rate: ExchangeRate;
  quote: ExchangeQuote;
}

export const exchangeDraft = (
  from: TokenSymbol,
  to: TokenSymbol,
  amount: Money,
  rate: ExchangeRate,
): ExchangeDraft => ({ from, to, amount, rate, quote: exchangeQuote(amount, rate, to) });

/** Picking the other side's token swaps the two: a token is never exchanged for itself. */
export function choosePair(
  pair: { from: TokenSymbol; to: TokenSymbol },
  side: 'from' | 'to',
  symbol: TokenSymbol,
): { from: TokenSymbol; to: TokenSymbol } {
  const other = side === 'from' ? 'to' : 'from';
  return pair[other] === symbol ? { from: pair.to, to: pair.from } : { ...pair, [side]: symbol };
}

/** Whether the server's rate now differs from the one confirmed. */
export const rateMoved = (quoted: number, now: number) => !money(quoted).eq(money(now));
