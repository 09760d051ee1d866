import { useTranslation } from 'react-i18next';
import type { AuctionDetail } from '../../../api/auctions/auction';
import { newestFirst, type BidRecord as Row } from '../../../api/auctions/auctionStanding';
import { maskName } from '../../../lib/format';
import { useSession } from '../../../stores/session';
import { useFormat } from '../../../ui/hooks/useFormat';
import { UserAvatar } from '../../../ui/display/UserAvatar';
import type { AuctionPhase } from '../auctionPhase';
import { YouTag } from '../YouTag';
import './BidRecords.css';
import { Amount } from '../../../ui/money/Amount';

interface Standing {
  phase: 'ongoing' | 'ended';
  label: string;
}

interface BidRecordProps {
  row: Row;
  mine: boolean;
  /** how the top bid stands, in the look of the auction's state ("Leading" while live, "Sold"); null below it */
  standing: Standing | null;
}

/** One bid as a row: avatar, the masked name ("you" on the user's own) over its time, and the price. */
function BidRecord({ row, mine, standing }: BidRecordProps) {
  const { t } = useTranslation();
  const { time } = useFormat();
  return (
    <li className={mine ? 'auction-record is-mine' : 'auction-record'}>
      <UserAvatar src={row.avatar} className="auction-record-avatar" />
      <span className="auction-record-who">
        <span className="auction-record-name">
          <span className="auction-record-nick" data-may-clip>
            {maskName(row.nick_name)}
          </span>
          {mine ? <YouTag /> : null}
        </span>
        <span className="auction-record-time">
          {row.create_time === null ? t('auction.records.justNow') : time(row.create_time)}
        </span>
      </span>
      <span className="auction-record-bid">
        <strong className={standing ? 'auction-record-price is-top' : 'auction-record-price'}>
          <Amount value={row.price} unit="balance" />
        </strong>
        {standing ? (
          <span className={`auction-phase auction-record-standing is-${standing.phase}`}>
            {standing.label}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** The bid records, newest first; the top one says whether it leads or, once the auction ended, sold the lot. */
export function BidRecords({ auction, phase }: { auction: AuctionDetail; phase: AuctionPhase }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.uid);
  // Newest first whatever order a snapshot has; a bid pushed since (no time: "just now") is on top.
  const rows = [...auction.bids].sort(newestFirst);
  const topStanding: Standing =
    phase === 'ended'
      ? { phase, label: t('auction.phase.ended') }
      : { phase: 'ongoing', label: t('auction.records.leading') };
  return (
    <section className="card auction-section" aria-labelledby="auction-records">
      <h3 className="auction-section-title" id="auction-records">
        {t('auction.records.title')}
      </h3>
      {rows.length === 0 ? (
        <p className="muted">{t('auction.records.none')}</p>
      ) : (
        <ol className="auction-records">
          {rows.map((row, index) => (
            <BidRecord
              key={`${row.create_time ?? 'live'}-${row.uid}-${row.price}`}
              row={row}
              mine={row.uid === me}
              standing={index === 0 ? topStanding : null}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
