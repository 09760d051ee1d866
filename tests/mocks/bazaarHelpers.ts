import * as endpoints from '../../src/api/endpoints';
import type { BazaarListing, BazaarOrder } from '../../src/api/goods/goods';
import type { Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { BazaarListingRow, BazaarOrderRow } from '../../src/mocks/db/schema';
import { send, USERS, userAt } from './ordersHelpers';

export const G = endpoints.Goods;

/** Seeded users of the bazaar by their place in the seed (src/mocks/db/seedUsers.ts, seedBazaar.ts). */
export const BAZAAR_USERS = {
  ...USERS,
  /** bought João's watch last week and received it */
  minjun: 5,
  /** paid for João's vacuum three hours before T0: João's order to ship */
  lucas: 10,
  /** holds nothing of the bazaar */
  sophie: 14,
} as const;

/** The platform products João lists (src/mocks/db/seedGoods.ts ids). */
export const LISTED = {
  /** balance 699, stock 3, the very long description, the product's gallery as pictures */
  jbl: 3,
  /** balance 850.99, stock 2, one paid by Lucas (1 left) */
  vacuum: 4,
  /** QC 80, stock 5, markup that must never run */
  sulwhasoo: 7,
  /** QC 45.5, stock 10, emoji and mixed scripts; the demo bought 2 (8 left) */
  coffee: 12,
  /** balance 650, stock 1: sold out to 김민준 */
  gShock: 14,
  /** balance 92, stock 4, off the shelf */
  starbucks: 16,
} as const;

/** João's listing of the product; rows are looked up afresh (a refusal puts back the state as it was). */
export function listingOf(goodsId: number): BazaarListingRow {
  const joao = userAt(USERS.joao).uid;
  const listing = db().bazaarListings.find((l) => l.goodsId === goodsId && l.sellerUid === joao);
  if (!listing) throw new Error(`João lists no goods ${goodsId}`);
  return listing;
}

export const listingRow = (id: number): BazaarListingRow | undefined =>
  db().bazaarListings.find((l) => l.id === id);

export function bazaarOrder(id: number): BazaarOrderRow {
  const order = db().bazaarOrders.find((o) => o.id === id);
  if (!order) throw new Error(`no bazaar order ${id}`);
  return order;
}

/** The seeded order of the buyer at `index`. */
export function seededOrderOf(index: number): BazaarOrderRow {
  const order = db().bazaarOrders.find((o) => o.buyerUid === userAt(index).uid);
  if (!order) throw new Error(`no seeded bazaar order of user ${index}`);
  return order;
}

export const listings = (token: string, query: Record<string, unknown> = {}) =>
  send<Page<BazaarListing>>(G.list, token, query);

export const ordersAs = (token: string, query: Record<string, unknown>) =>
  send<Page<BazaarOrder>>(G.order, token, query);

export const placeOrder = (token: string, id: number, quantity: number) =>
  send<BazaarOrder>(G.buy, token, { id, quantity });
