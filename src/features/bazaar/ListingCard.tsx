import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BazaarListing } from '../../api/goods/goods';
import { maskName } from '../../lib/format';
import { listingPath } from './listingLinks';
import { ListingPrice } from './ListingPrice';
import '../../ui/layout/RowCard.css';
import './ListingCard.css';
import { LazyPicture } from '../../ui/display/LazyPicture';

interface ListingCardProps {
  listing: BazaarListing;
  /** under the card, outside its link: a seller's status or actions */
  footer?: ReactNode;
}

/**
 * A bazaar listing in a list: cover, name, price with its currency, the seller's masked name and the stock.
 * Opens the listing's page. Strings: area `cart` — a page that shows it lists 'cart' among its areas.
 */
export function ListingCard({ listing, footer }: ListingCardProps) {
  const { t } = useTranslation();
  const soldOut = listing.stock <= 0;
  return (
    <article className="row-card listing-card">
      <Link className="row-card-link" to={listingPath(listing)}>
        <LazyPicture className="row-card-picture" src={listing.images[0] ?? ''} />
        <span className="row-card-body listing-card-body">
          <span className="row-card-name" data-may-clip>
            {listing.name}
          </span>
          <ListingPrice price={listing.price} currency={listing.currency} />
          <span className="listing-card-foot">
            <span className="listing-card-seller">
              {t('cart.listing.seller', { name: maskName(listing.seller_name) })}
            </span>
            <span className={soldOut ? 'listing-card-stock is-out' : 'listing-card-stock'}>
              {soldOut ? t('cart.listing.soldOut') : t('cart.listing.stock', { count: listing.stock })}
            </span>
          </span>
        </span>
      </Link>
      {footer}
    </article>
  );
}
