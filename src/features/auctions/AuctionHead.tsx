import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions/auction';
import { maskName } from '../../lib/format';
import { useSession } from '../../stores/session';
import { useFormat } from '../../ui/hooks/useFormat';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { countdownTo, type AuctionPhase } from './auctionPhase';
import { Countdown } from '../../ui/display/Countdown';
import { YouTag } from './YouTag';
import { Amount } from '../../ui/money/Amount';
import './auction.css';
import './AuctionHead.css';

interface AuctionHeadProps {
  auction: Auction;
  phase: AuctionPhase;
  now: number;
}

/** Name, lot and state; the price with the highest bidder (masked); the countdown, or how the auction stands. */
export function AuctionHead({ auction, phase, now }: AuctionHeadProps) {
  const { t } = useTranslation();
  const { time } = useFormat();
  const me = useSession((s) => s.uid);
  const closed = phase === 'ended' || phase === 'reserved';
  const priceLabel = phase === 'ended' ? 'final' : auction.last_uid === 0 ? 'starting' : 'current';
  return (
    <section className="card auction-head" aria-label={t('auction.detail.price')}>
      <div className="auction-head-top">
        <h2 className="auction-name">{auction.name}</h2>
        <span className={`auction-phase is-${phase}`}>{t(`auction.phase.${phase}`)}</span>
      </div>
      {auction.draw_number ? (
        <p className="auction-lot">{t('auction.detail.lot', { number: auction.draw_number })}</p>
      ) : null}
      <p className="auction-head-price">
        <span className="auction-card-label">{t(`auction.price.${priceLabel}`)}</span>
        <strong className="auction-price-figure is-large" data-testid="auction-price">
          <Amount value={auction.last_price} unit="balance" />
        </strong>
      </p>
      {auction.last_uid !== 0 ? (
        <div className="auction-leader">
          <UserAvatar src={auction.avatar} className="auction-leader-avatar" />
          <span>
            {t(phase === 'ended' ? 'auction.detail.winner' : 'auction.detail.leader', {
              name: maskName(auction.nick_name),
            })}
            {auction.last_uid === me ? <YouTag /> : null}
          </span>
        </div>
      ) : (
        <p className="auction-leader is-none">{t('auction.detail.noBids')}</p>
      )}
      <p className={`auction-timing is-${phase}`}>
        {phase === 'ongoing' || phase === 'upcoming' ? (
          <>
            {t(phase === 'ongoing' ? 'auction.detail.endsIn' : 'auction.detail.startsIn')}{' '}
            <Countdown until={countdownTo(auction)} now={now} className="auction-countdown is-large" />
          </>
        ) : closed ? (
          t('auction.detail.closedAt', { time: time(auction.end_time) })
        ) : (
          <span role="status">{t(`auction.phase.${phase}`)}</span>
        )}
      </p>
    </section>
  );
}
