import { useCallback } from 'react';
import type { BazaarCurrency } from '../../api/goods';
import type { MoneyLike } from '../../lib/money';
import { useFormat, type MoneyUnit } from '../useFormat';
import './ListingPrice.css';

/** An amount of a listing's currency in words: "25.00 Balance", "25.00 QC" (a balance figure has no unit). */
export function useListingMoney() {
  const { figure, unitName } = useFormat();
  return useCallback(
    (value: MoneyLike, currency: BazaarCurrency) => `${figure(value, currency)}\u00a0${unitName(currency)}`,
    [figure, unitName],
  );
}

interface ListingPriceProps {
  price: MoneyLike;
  /** a listing's currency, or what an order was paid with (balance or points) */
  currency: MoneyUnit;
  className?: string;
}

/**
 * A listing's price (or an order's amount) and, beside it, what it is paid with: the figure, then a Balance,
 * Points or QC chip.
 */
export function ListingPrice({ price, currency, className }: ListingPriceProps) {
  const { figure, unitName } = useFormat();
  return (
    <span className={`listing-price ${className ?? ''}`}>
      <strong className="listing-price-figure">{figure(price, currency)}</strong>
      <span className={`listing-currency is-${currency}`}>{unitName(currency)}</span>
    </span>
  );
}
