// What the other features use of exchange; its screens are reached through their route files.
export { ExchangePreview } from './ExchangePreview';
export { ExchangeRow } from './ExchangeRow';
export { ExchangeSwapButton } from './ExchangeSwapButton';
export { exchangeQuote } from './exchangeMath';
export type { ExchangeQuote } from './exchangeMath';
export { useRateLine } from './useRateLine';
