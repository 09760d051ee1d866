import { useTranslation } from 'react-i18next';
import type { BazaarListing } from '../../api/goods/goods';
import { maskName } from '../../lib/format';
import { Carousel } from '../../ui/layout/Carousel';
import { SafeHtml } from '../../ui/display/SafeHtml';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { ListingPrice } from './ListingPrice';

/** A listing as buyers see it: pictures, name, price and currency, stock and sales, seller, description. */
export function ListingView({ listing }: { listing: BazaarListing }) {
  const { t } = useTranslation();
  return (
    <>
      <Carousel
        className="listing-gallery"
        items={listing.images}
        itemKey={(src) => src}
        label={t('cart.details.pictures')}
        slideLabel={(index, count) => t('cart.details.picture', { index, count })}
        renderItem={(src, _index, near) => (
          <img className="listing-picture" src={near ? src : undefined} alt={listing.name} />
        )}
      />
      <section className="card listing-head">
        <h2 className="listing-name">{listing.name}</h2>
        <ListingPrice price={listing.price} currency={listing.currency} className="is-large" />
        <p className="listing-facts">
          <span>{t('cart.listing.stock', { count: listing.stock })}</span>
          <span>{t('cart.listing.sales', { count: listing.sales })}</span>
        </p>
      </section>
      <section className="card listing-seller" aria-label={t('cart.details.seller')}>
        <UserAvatar src={listing.seller_avatar} className="listing-seller-avatar" />
        <div>
          <p className="listing-seller-name">{maskName(listing.seller_name)}</p>
          <p className="listing-note">{t('cart.details.escrow')}</p>
        </div>
      </section>
      {listing.description.trim() ? (
        <section className="card listing-section">
          <h3 className="listing-section-title">{t('cart.details.description')}</h3>
          <SafeHtml html={listing.description} className="listing-description" />
        </section>
      ) : null}
    </>
  );
}
