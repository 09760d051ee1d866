import { money, type MoneyLike } from '../../../lib/money';

/** Every withdrawal (a wallet's USDT, a leader's team earnings) opens only while more than this is available. */
export const WITHDRAW_OPEN_ABOVE = 500;

/** Whether a withdrawal is open: above the bar (the server's `min` where it says one), 500 itself is not enough. */
export const withdrawOpen = (available: MoneyLike, openAbove: MoneyLike = WITHDRAW_OPEN_ABOVE): boolean =>
  money(available).gt(money(openAbove));
