import { useState } from 'react';
import type { ImageUploadItem } from 'antd-mobile';
import type { AddListingRequest, BazaarCurrency, BazaarListing } from '../../../api/goods/goods';
import { money, toWire } from '../../../lib/money';
import { htmlToText, textToHtml } from '../../../lib/plainText';
import { useAmountField } from '../../../ui/form/useAmountField';

/** Bounds of a listing (docs/api.md §12, Goods/addGoods). */
export const MAX_STOCK = 9999;
export const MAX_DESCRIPTION = 2000;

/** The platform product a listing is made from, as the form shows it. */
export interface ChosenGoods {
  id: number;
  name: string;
  thumbnail: string;
}

export type DescriptionProblem = 'required' | null;

/**
 * The publish / edit form's fields and their rules: a product, a price above 0 with 2 decimals, a currency,
 * a whole quantity of 1 to 9,999, a description of 1 to 2,000 characters and up to 9 pictures. `check()`
 * reveals every broken rule and answers the request only when none is.
 */
export function useReleaseForm(listing?: BazaarListing) {
  const [goods, setGoods] = useState<ChosenGoods | null>(
    listing ? { id: listing.goods_id, name: listing.name, thumbnail: listing.images[0] ?? '' } : null,
  );
  const price = useAmountField({ decimals: 2 }, { initial: listing ? money(listing.price).toFixed(2) : '' });
  const stock = useAmountField(
    { decimals: 0, min: 1, max: MAX_STOCK },
    { initial: listing ? String(listing.stock) : '1' },
  );
  const [currency, setCurrency] = useState<BazaarCurrency>(listing?.currency ?? 'balance');
  const [description, setDescription] = useState(() => htmlToText(listing?.description ?? ''));
  const [pictures, setPictures] = useState<ImageUploadItem[]>(
    () => listing?.images.map((url) => ({ url })) ?? [],
  );
  const [tried, setTried] = useState(false);

  const descriptionProblem: DescriptionProblem = description.trim() ? null : 'required';

  const check = (): AddListingRequest | null => {
    setTried(true);
    const amount = price.check();
    const units = stock.check();
    if (!goods || !amount || !units || descriptionProblem) return null;
    return {
      goods_id: goods.id,
      price: toWire(amount),
      currency,
      stock: toWire(units, 0),
      description: textToHtml(description.trim()),
      images: pictures.map((picture) => picture.url),
    };
  };

  return {
    goods,
    setGoods,
    price,
    stock,
    currency,
    setCurrency,
    description,
    setDescription,
    pictures,
    setPictures,
    /** the rules broken are shown once a send was tried */
    tried,
    goodsMissing: goods === null,
    descriptionProblem,
    check,
  };
}

export type ReleaseForm = ReturnType<typeof useReleaseForm>;
