import { db } from '../../db';
import type { BazaarListingRow, BazaarOrderRow, UserRow } from '../../db/schema';
import { idOf } from '../../rules/input';
import { CODE, ensure } from '../../http/route';

/** The seller calls: "Open a shop first" for anyone else. */
export const ensureSeller = (user: UserRow): void => ensure(user.isSeller, 'openShopFirst');

/** A listing the user may see: published, or the user's own; else "Product not found" (404). */
export function findVisibleListing(user: UserRow | null, id: unknown): BazaarListingRow {
  const wanted = idOf(id);
  const listing = db().bazaarListings.find(
    (l) => l.id === wanted && (l.status === 1 || l.sellerUid === user?.uid),
  );
  ensure(listing, 'goodsNotFound', CODE.notFound);
  return listing;
}

/** The seller's own listing; someone else's is as unknown as a missing one. */
export function findOwnListing(user: UserRow, id: unknown): BazaarListingRow {
  const wanted = idOf(id);
  const listing = db().bazaarListings.find((l) => l.id === wanted && l.sellerUid === user.uid);
  ensure(listing, 'goodsNotFound', CODE.notFound);
  return listing;
}

/** An order the user is the buyer (or the seller) of, else "Order not found" (404). */
export function findBazaarOrder(user: UserRow, id: unknown, role: 'buyer' | 'seller'): BazaarOrderRow {
  const wanted = idOf(id);
  const order = db().bazaarOrders.find(
    (o) => o.id === wanted && (role === 'buyer' ? o.buyerUid : o.sellerUid) === user.uid,
  );
  ensure(order, 'orderNotFound', CODE.notFound);
  return order;
}
