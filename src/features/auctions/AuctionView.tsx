import { useTranslation } from 'react-i18next';
import type { AuctionDetail } from '../../api/auctions/auction';
import { Carousel } from '../../ui/layout/Carousel';
import { SafeHtml } from '../../ui/display/SafeHtml';
import { AuctionAction } from './AuctionAction';
import { AuctionFacts } from './AuctionFacts';
import { AuctionHead } from './AuctionHead';
import { phaseOf } from './auctionPhase';
import { BidRecords } from './bid/BidRecords';
import './auction.css';
import './AuctionView.css';

/**
 * One auction, as the cache holds it (pushes included): pictures, the live price and leader, what the user
 * can do now (deposit, bid, the result), the facts, the description and the bids so far. `now` is the
 * server's time, from the page's ticker.
 */
export function AuctionView({ auction, now }: { auction: AuctionDetail; now: number }) {
  const { t } = useTranslation();
  const phase = phaseOf(auction, now);
  const pictures = auction.images.length > 0 ? auction.images : [auction.thumbnail];
  return (
    <>
      <Carousel
        className="auction-gallery"
        items={pictures}
        itemKey={(src) => src}
        label={t('auction.detail.pictures')}
        slideLabel={(index, count) => t('auction.detail.picture', { index, count })}
        renderItem={(src, _index, near) => (
          <img className="auction-picture" src={near ? src : undefined} alt={auction.name} />
        )}
      />
      <AuctionHead auction={auction} phase={phase} now={now} />
      <AuctionAction auction={auction} phase={phase} />
      <AuctionFacts auction={auction} />
      {auction.describe.trim() ? (
        <section className="card auction-section">
          <h3 className="auction-section-title">{t('auction.detail.description')}</h3>
          <SafeHtml html={auction.describe} className="auction-description" />
        </section>
      ) : null}
      <BidRecords auction={auction} phase={phase} />
    </>
  );
}
