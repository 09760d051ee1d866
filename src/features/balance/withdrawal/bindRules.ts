/** A USDT (TRC-20) address on TRON: `T`, then 33 base58 characters (no 0, O, I or l). */
export const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

export const isTrc20Address = (text: string) => TRC20_ADDRESS.test(text);
