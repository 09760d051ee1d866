import type { TokenSymbol } from '../../api/wallet/wallet';
import { href } from '../../lib/href';

export const TOKENS: readonly TokenSymbol[] = ['QC', 'USDT', 'TRX'];

export const isTokenSymbol = (value: unknown): value is TokenSymbol =>
  TOKENS.some((symbol) => symbol === value);

/** An address cut to its ends, for a row or a header ("TQ4m8H…x9Yz"); the full one is a tap away. */
export const shortAddress = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

/**
 * What a payer scans to pay an amount: the app's payment-request link (the signature page), which a phone
 * camera opens in the app (decision 0037).
 */
export const receiveLink = (
  address: string,
  symbol: TokenSymbol,
  amount: string,
  origin = window.location.origin,
) => `${origin}${href('/pages/wallet/signature', { to: address, symbol, amount })}`;
