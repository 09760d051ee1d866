import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BazaarListing } from '../../../api/goods/goods';
import { FactList } from '../../../ui/display/FactList';
import { useFormat } from '../../../ui/hooks/useFormat';
import { ListingActions } from './ListingActions';
import './bazaar.css';
import './ListingHead.css';

/** One listing as its seller manages it: its state, price, stock and sales, and what can be done with it. */
export function ListingHead({ listing }: { listing: BazaarListing }) {
  const { t } = useTranslation();
  const { amount: price, time } = useFormat();
  const published = listing.status === 1;
  const facts = [
    { label: t('bazaar.listing.price'), value: price(listing.price, listing.currency) },
    { label: t('bazaar.listing.stock'), value: listing.stock },
    { label: t('bazaar.listing.sales'), value: listing.sales },
    {
      label: t('bazaar.listing.publishedAt'),
      value: listing.publish_time ? time(listing.publish_time) : t('bazaar.listing.never'),
    },
  ];
  return (
    <section className="card listing-head" aria-label={listing.name}>
      <div className="listing-head-top">
        <Image src={listing.images[0] ?? ''} alt="" fit="cover" className="listing-head-thumb" />
        <div className="listing-head-text">
          <h2 className="listing-head-name">{listing.name}</h2>
          <Tag color={published ? 'success' : 'default'} fill="outline">
            {t(published ? 'bazaar.listing.onShelf' : 'bazaar.listing.offShelf')}
          </Tag>
          {published && listing.stock === 0 ? (
            <p className="bazaar-note">{t('bazaar.listing.soldOut')}</p>
          ) : null}
        </div>
      </div>
      <FactList facts={facts} className="shop-listing-facts" rowClassName="shop-listing-fact" />
      <ListingActions listing={listing} />
    </section>
  );
}
