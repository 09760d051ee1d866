import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Auction } from '../../api/auctions/auction';
import { maskName } from '../../lib/format';
import { href } from '../../lib/href';
import { useFormat } from '../../ui/hooks/useFormat';
import { useServerNow } from '../../ui/hooks/useServerNow';
import { countdownTo, isDue, phaseOf, type AuctionPhase } from './auctionPhase';
import { Countdown } from '../../ui/display/Countdown';
import { useSession } from '../../stores/session';
import { YouTag } from './YouTag';
import '../../ui/layout/RowCard.css';
import { Amount } from '../../ui/money/Amount';
import './auction.css';
import './AuctionCard.css';
import { LazyPicture } from '../../ui/display/LazyPicture';

interface AuctionCardProps {
  auction: Auction;
  /** the card's countdown reached zero (`true`) and the server has not yet said what followed; `false` after */
  onDue: (id: number, due: boolean) => void;
}

const PRICE_LABEL: Record<AuctionPhase, 'starting' | 'current' | 'final'> = {
  upcoming: 'starting',
  starting: 'starting',
  ongoing: 'current',
  closing: 'current',
  ended: 'final',
  reserved: 'starting',
};

/**
 * An auction in the list: picture, name, price (live while it runs: pushes land in the list's cached row,
 * through the list screen's one subscription), evaluation price, bidders, and what is next — the time left,
 * the start, or how it closed. Strings: area `auction`.
 */
export function AuctionCard({ auction, onDue }: AuctionCardProps) {
  const { t } = useTranslation();
  const { balance, time } = useFormat();
  const now = useServerNow();
  const me = useSession((s) => s.uid);
  const phase = phaseOf(auction, now);
  const due = isDue(phase);

  useEffect(() => {
    if (!due) return;
    onDue(auction.id, true);
    return () => onDue(auction.id, false);
  }, [due, auction.id, onDue]);

  return (
    <article className="row-card auction-card">
      <Link className="row-card-link" to={href('/pages/index/auction', { id: auction.id })}>
        <LazyPicture className="row-card-picture" src={auction.thumbnail} />
        <span className="row-card-body">
          <span className="row-card-name" data-may-clip>
            {auction.name}
          </span>
          <span className="auction-card-price">
            <span className="auction-card-label">{t(`auction.price.${PRICE_LABEL[phase]}`)}</span>
            <Amount as="strong" className="auction-price-figure" value={auction.last_price} unit="balance" />
          </span>
          <span className="auction-card-facts">
            <span>{t('auction.card.evaluation', { amount: balance(auction.evaluation_price) })}</span>
            <span>{t('auction.card.bidders', { count: auction.participants })}</span>
          </span>
          <span className={`auction-card-foot is-${phase}`}>
            {phase === 'ongoing' ? (
              <>
                {t('auction.card.endsIn')}{' '}
                <Countdown until={countdownTo(auction)} now={now} className="auction-countdown" />
              </>
            ) : phase === 'upcoming' ? (
              t('auction.card.startsAt', { time: time(auction.start_time) })
            ) : phase === 'ended' ? (
              <>
                {t('auction.card.soldTo', { name: maskName(auction.nick_name) })}
                {auction.last_uid === me ? <YouTag /> : null}
              </>
            ) : (
              t(`auction.phase.${phase}`)
            )}
          </span>
        </span>
      </Link>
    </article>
  );
}
