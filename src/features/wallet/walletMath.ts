import type { FeeQuote } from '../../api/shared';
import type { TokenBalance, TokenSymbol } from '../../api/wallet/wallet';
import { isWalletAddress } from '../../api/wallet/rules/walletAddress';
import { maxOf, minOf, money, truncate, ZERO, type Money, type MoneyLike } from '../../lib/money';
import { parseId } from '../../lib/validate';

/** Withdrawals open while the account holds more than 500 USDT (docs/api.md Wallet/withdraw). */
export { WITHDRAW_OPEN_ABOVE, withdrawOpen } from '../../api/wallet/rules/withdrawal';

export const TOKENS: readonly TokenSymbol[] = ['QC', 'USDT', 'TRX'];

export const WITHDRAW_MIN = 10;
/** A card top-up of an account's USDT (Wallet/rechargeFee). */
export const TOP_UP_MIN = 10;
export const TOP_UP_MAX = 10_000;

/** What a token's balance is in the account's list (0 while unknown). */
export const balanceOf = (tokens: readonly TokenBalance[] | undefined, symbol: TokenSymbol): Money =>
  money(tokens?.find((token) => token.symbol === symbol)?.balance ?? 0);

/**
 * Max: the most the account can send with the fee paid on top, as the server quoted it for the whole balance
 * (`max`: balance − fee for a flat fee, the largest amount whose amount + its percentage fee fits for a
 * withdrawal), never above the balance nor below 0, to the cent.
 */
export const maxSendable = (balance: MoneyLike, quote: Pick<FeeQuote, 'max'>): Money =>
  truncate(maxOf(minOf(money(quote.max), money(balance)), ZERO), 2);

/** The share limit (decision 0037): the amount and its fee together stay within what the account holds. */
export const fitsBalance = (amount: MoneyLike, fee: MoneyLike, balance: MoneyLike): boolean =>
  money(amount).plus(money(fee)).lte(money(balance));

/** What leaves the account: the amount and the fee on top. */
export const totalOf = (amount: MoneyLike, fee: MoneyLike): Money => money(amount).plus(money(fee));

/** Who a send goes to, as typed on the first step: a wallet address, a user's UID (digits), or neither. */
export type Recipient =
  { kind: 'address'; address: string } | { kind: 'uid'; uid: number } | { kind: 'invalid' };

export function recipientOf(text: string): Recipient | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (/^\d+$/.test(typed)) {
    const uid = parseId(typed);
    return uid === null ? { kind: 'invalid' } : { kind: 'uid', uid };
  }
  return isWalletAddress(typed) ? { kind: 'address', address: typed } : { kind: 'invalid' };
}
