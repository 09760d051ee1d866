import { useTranslation } from 'react-i18next';
import type { AuctionBid, AuctionDetail } from '../../../../api/auction';
import { maskName } from '../../../../lib/format';
import { compare } from '../../../../lib/money';
import { useSession } from '../../../../stores/session';
import { useFormat } from '../../../../ui/useFormat';
import { UserAvatar } from '../../../../ui/UserAvatar';

type Row = Omit<AuctionBid, 'create_time'> & { create_time: number | null };

/**
 * The bids as the server listed them, newest first; a higher bid pushed since is shown on top (its time is
 * not pushed: it reads "just now") until the next snapshot lists it.
 */
function recordsOf(auction: AuctionDetail): Row[] {
  const top = auction.bids[0];
  const pushed =
    auction.last_uid !== 0 && (!top || compare(auction.last_price, top.price) > 0)
      ? [
          {
            uid: auction.last_uid,
            nick_name: auction.nick_name,
            avatar: auction.avatar,
            price: auction.last_price,
            create_time: null,
          },
        ]
      : [];
  return [...pushed, ...auction.bids];
}

/** The bid records: who (masked), how much, when. */
export function BidRecords({ auction }: { auction: AuctionDetail }) {
  const { t } = useTranslation();
  const { balance, time } = useFormat();
  const me = useSession((s) => s.uid);
  const rows = recordsOf(auction);
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
            <li key={`${row.create_time ?? 'live'}-${row.uid}-${row.price}`} className="auction-record">
              <UserAvatar src={row.avatar} className="auction-record-avatar" />
              <span className="auction-record-who">
                <span>
                  {maskName(row.nick_name)}
                  {row.uid === me ? (
                    <>
                      {' '}
                      <span className="auction-you">{t('auction.detail.you')}</span>
                    </>
                  ) : null}
                </span>
                <span className="auction-record-time">
                  {row.create_time === null ? t('auction.records.justNow') : time(row.create_time)}
                </span>
              </span>
              <strong className={index === 0 ? 'auction-record-price is-top' : 'auction-record-price'}>
                {balance(row.price)}
              </strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
