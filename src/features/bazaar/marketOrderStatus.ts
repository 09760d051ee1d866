import type { BazaarOrderStatus } from '../../api/goods/goods';

export type MarketRole = 'buyer' | 'seller';

export type StatusName = 'unpaid' | 'paid' | 'toShip' | 'shipped' | 'completed' | 'cancelled';

/** What each side calls an order's state: a paid order is "paid" to its buyer and "to ship" to its seller. */
const NAMES: Record<MarketRole, Record<BazaarOrderStatus, StatusName>> = {
  buyer: { 0: 'unpaid', 1: 'paid', 2: 'shipped', 3: 'completed', 4: 'cancelled' },
  seller: { 0: 'unpaid', 1: 'toShip', 2: 'shipped', 3: 'completed', 4: 'cancelled' },
};

export const MARKET_STATUSES: readonly BazaarOrderStatus[] = [0, 1, 2, 3, 4];

/** The key under `bazaar.status` naming the state to that side. */
export const statusName = (role: MarketRole, status: BazaarOrderStatus): StatusName => NAMES[role][status];

/** `?status=` as a state, or undefined for every order. */
export const parseStatus = (raw: string | null): BazaarOrderStatus | undefined =>
  MARKET_STATUSES.find((status) => String(status) === raw);
