import type { BazaarListQuery, BazaarSort } from '../../../api/goods/goods';
import { compare } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { createListing, itemsLeftOf, onSale } from './db/bazaarListings';
import { goodsOf } from '../treasure/db/issues';
import type { BazaarListingRow } from '../../db/schema';
import { idOf, optionalId, optionalOf, wholeNumber } from '../../rules/input';
import { CODE, ensure, ok, pageOf, reader, Refusal, route, withAuth } from '../../http/route';
import { LISTING_STATUSES, readCurrency, readEdit, readListing } from './input';
import { ensureSeller, findOwnListing, findVisibleListing } from './lookups';
import { toListing } from './views';

export const LISTINGS_PAGE_SIZE = 20;
const SORTS: readonly BazaarSort[] = ['new', 'price_asc', 'price_desc'];
const SCOPES = ['all', 'mine'] as const;

const newestFirst = (a: BazaarListingRow, b: BazaarListingRow) =>
  (b.publishTime ?? b.createTime) - (a.publishTime ?? a.createTime) || b.id - a.id;

const ORDERS: Record<BazaarSort, (a: BazaarListingRow, b: BazaarListingRow) => number> = {
  new: newestFirst,
  price_asc: (a, b) => compare(a.price, b.price) || newestFirst(a, b),
  price_desc: (a, b) => compare(b.price, a.price) || newestFirst(a, b),
};

/** The market (published with stock), or the signed-in seller's own shelf in any state; filtered and sorted. */
const list = route('GET /apiv2/Goods/list', ({ user, fields }) => {
  const keyword = reader<BazaarListQuery>(fields)('keyword').trim().toLowerCase();
  const type = optionalId(fields.type);
  const currency = fields.currency === undefined ? undefined : readCurrency(fields.currency);
  const sort = optionalOf(fields.sort, SORTS) ?? 'new';
  const scope = optionalOf(fields.scope, SCOPES) ?? 'all';
  const status = optionalOf(fields.status, LISTING_STATUSES, wholeNumber);
  const state = db();
  let rows = state.bazaarListings.filter(onSale);
  if (scope === 'mine') {
    ensure(user, 'pleaseLogIn', CODE.session);
    ensureSeller(user);
    rows = state.bazaarListings.filter(
      (l) => l.sellerUid === user.uid && (status === undefined || l.status === status),
    );
  }
  const matching = rows.filter((l) => {
    const goods = goodsOf(state, l.goodsId);
    return (
      (keyword === '' || goods.name.toLowerCase().includes(keyword)) &&
      (type === undefined || goods.categoryId === type) &&
      (currency === undefined || l.currency === currency)
    );
  });
  return ok(pageOf(matching.sort(ORDERS[sort]), fields, toListing, LISTINGS_PAGE_SIZE, 'page'));
});

const detail = route('GET /apiv2/Goods/detail', ({ user, fields }) =>
  ok(toListing(findVisibleListing(user, fields.id))),
);

/** A seller puts a platform product on sale at their price, published at once. */
const addGoods = route(
  'POST /apiv2/Goods/addGoods',
  withAuth(({ user, fields }) => {
    ensureSeller(user);
    const goodsId = idOf(fields.goods_id);
    ensure(
      db().goods.some((g) => g.id === goodsId),
      'goodsNotFound',
      CODE.notFound,
    );
    const listing = createListing(
      db(),
      user.uid,
      { goodsId, fromOrderId: null, ...readListing(fields) },
      now(),
    );
    return ok(toListing(listing), 'listingPublished');
  }),
);

/**
 * The seller changes what was sent, within addGoods's bounds; publishing needs stock, and a one-click listing
 * cannot offer more than is left of its order's items.
 */
const edit = route(
  'POST /apiv2/Goods/edit',
  withAuth(({ user, fields }) => {
    const listing = findOwnListing(user, fields.id);
    const { status, ...changes } = readEdit(fields);
    const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
    ensure(sent.length > 0 || status !== undefined, 'nothingToChange');
    const itemsLeft = itemsLeftOf(db(), listing);
    if (changes.stock !== undefined && itemsLeft !== null && changes.stock > itemsLeft)
      throw new Refusal('itemsLeftToSell', CODE.invalid, { count: String(itemsLeft) });
    Object.assign(listing, Object.fromEntries(sent));
    if (status === 1) {
      ensure(listing.stock > 0, 'publishNeedsStock');
      if (listing.status === 0) listing.publishTime = now();
    }
    if (status !== undefined) listing.status = status;
    return ok(toListing(listing), 'listingSaved');
  }),
);

export const listingHandlers = [list, detail, addGoods, edit];
