import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BazaarListing } from '../../../api/goods/goods';
import { listingPath } from './paths';
import { ListingActions } from './ListingActions';
import { Amount } from '../../../ui/money/Amount';
import './bazaar.css';
import './ShopListingRow.css';

/** One of the seller's listings: opens its state and orders; edit, and publish or take it off the shelf. */
export function ShopListingRow({ listing }: { listing: BazaarListing }) {
  const { t } = useTranslation();
  return (
    <article className="shop-listing" aria-label={listing.name}>
      <Link to={listingPath(listing.id)} className="shop-listing-main">
        <Image src={listing.images[0] ?? ''} alt="" fit="cover" className="shop-listing-thumb" />
        <div className="shop-listing-text">
          <h3 className="shop-listing-name">{listing.name}</h3>
          <p className="shop-listing-price">
            <Amount value={listing.price} unit={listing.currency} />
            {listing.status === 1 && listing.stock === 0 ? (
              <Tag color="warning" fill="outline">
                {t('bazaar.listing.soldOutTag')}
              </Tag>
            ) : null}
          </p>
          <p className="shop-listing-meta">
            {t('bazaar.listing.stockSales', { stock: listing.stock, sales: listing.sales })}
          </p>
        </div>
      </Link>
      <ListingActions listing={listing} />
    </article>
  );
}
