import type { BazaarCurrency, BazaarOrderStatus, ListingStatus } from '../../../api/goods/goods';
import { toWire } from '../../../lib/money';
import { htmlToText } from '../../../lib/plainText';
import { readImages, textLength } from '../../rules/common';
import { given, optionalOf, readMoney, wholeNumber } from '../../rules/input';
import { ensure, type Fields } from '../../http/route';
import type { ListingFields } from './db/bazaarListings';

/** Bounds of a listing (docs/api.md §12). */
export const STOCK_MAX = 9_999;
export const DESCRIPTION_MAX = 2_000;

const CURRENCIES: readonly BazaarCurrency[] = ['balance', 'qc'];
export const LISTING_STATUSES: readonly ListingStatus[] = [0, 1];
export const ORDER_STATUSES: readonly BazaarOrderStatus[] = [0, 1, 2, 3, 4];

export function readCurrency(value: unknown): BazaarCurrency {
  const currency = CURRENCIES.find((c) => c === value);
  ensure(currency !== undefined, 'currencyInvalid');
  return currency;
}

/** Price above 0 to the cent. */
export const readPrice = (value: unknown): number => toWire(readMoney(value));

export function readStock(value: unknown): number {
  const stock = wholeNumber(value);
  ensure(stock !== null && stock >= 1 && stock <= STOCK_MAX, 'stockInvalid');
  return stock;
}

/**
 * The seller's HTML, kept as sent. Its text, as a buyer reads it (tags dropped, `&lt;` one character), is
 * 1–2,000 characters and not only spaces: the count the release form shows under the box.
 */
export function readDescription(value: unknown): string {
  ensure(typeof value === 'string', 'descriptionLength');
  const text = htmlToText(value);
  ensure(text !== '' && textLength(text) <= DESCRIPTION_MAX, 'descriptionLength');
  return value;
}

/** Everything addGoods takes but the product (checked by the handler). */
export const readListing = (fields: Fields): Omit<ListingFields, 'goodsId' | 'fromOrderId'> => ({
  price: readPrice(fields.price),
  currency: readCurrency(fields.currency),
  stock: readStock(fields.stock),
  description: readDescription(fields.description),
  images: readImages(fields.images),
});

/** What an edit changes: only the fields sent, each with addGoods's bounds. */
export function readEdit(fields: Fields) {
  return {
    price: given(fields.price) ? readPrice(fields.price) : undefined,
    currency: given(fields.currency) ? readCurrency(fields.currency) : undefined,
    stock: given(fields.stock) ? readStock(fields.stock) : undefined,
    description: fields.description === undefined ? undefined : readDescription(fields.description),
    images: fields.images === undefined ? undefined : readImages(fields.images),
    status: optionalOf(fields.status, LISTING_STATUSES, wholeNumber),
  };
}
