import type { BazaarCurrency } from '../../../../api/goods/goods';
import type { LedgerAsset } from '../../../../api/account/profile';
import { goodsOf } from '../../treasure/db/issues';
import { itemsOf } from '../../orders/db/items';
import type { BazaarListingRow, DbState } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** The holding a currency of the bazaar is paid from and credited to. */
export const assetOf = (currency: BazaarCurrency): LedgerAsset => (currency === 'qc' ? 'QC' : 'balance');

/** What the seller decides about a listing; the rest comes from the platform product. */
export type ListingFields = Pick<
  BazaarListingRow,
  'goodsId' | 'price' | 'currency' | 'stock' | 'description' | 'images' | 'fromOrderId'
>;

/** Puts a listing on sale at once (publishing is immediate, decision 0034). */
export function createListing(
  state: DbState,
  sellerUid: number,
  fields: ListingFields,
  time: number,
): BazaarListingRow {
  const row: BazaarListingRow = {
    id: takeId(state, 'bazaarListing'),
    sellerUid,
    ...fields,
    sales: 0,
    status: 1,
    createTime: time,
    publishTime: time,
  };
  state.bazaarListings.push(row);
  return row;
}

export function listingOf(state: DbState, id: number): BazaarListingRow {
  const listing = state.bazaarListings.find((l) => l.id === id);
  if (!listing) throw new Error(`fake backend: bazaar listing ${id} is missing`);
  return listing;
}

/** The seller's pictures, or the product's own when the seller gave none: the cover first. */
export const imagesOf = (state: DbState, listing: BazaarListingRow): string[] =>
  listing.images.length > 0 ? listing.images : [goodsOf(state, listing.goodsId).thumbnail];

/** On sale: published with stock left. */
export const onSale = (listing: BazaarListingRow): boolean => listing.status === 1 && listing.stock > 0;

/**
 * A one-click listing sells the items of one order: what is left of them (neither paid for nor held by an
 * unpaid order) bounds its stock. Null for a listing of a platform product, which has no such bound.
 */
export function itemsLeftOf(state: DbState, listing: BazaarListingRow): number | null {
  const order = state.orders.find((o) => o.id === listing.fromOrderId);
  if (!order) return null;
  const held = state.bazaarOrders
    .filter((o) => o.listingId === listing.id && o.status === 0)
    .reduce((units, o) => units + o.quantity, 0);
  return itemsOf(order) - listing.sales - held;
}
