import type { MoneyLike } from '../../lib/money';
import { Amount } from '../../ui/money/Amount';
import type { MoneyUnit } from '../../ui/hooks/useFormat';
import './ListingPrice.css';

interface ListingPriceProps {
  price: MoneyLike;
  /** a listing's currency, or what an order was paid with (balance or points) */
  currency: MoneyUnit;
  className?: string;
}

/** A listing's price (or an order's amount) in the price's colour and size, with its unit ("25.00 QC"). */
export function ListingPrice({ price, currency, className }: ListingPriceProps) {
  return <Amount value={price} unit={currency} className={`listing-price ${className ?? ''}`} />;
}
