import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Auction } from '../../api/auctions/auction';
import { maskName } from '../../lib/format';
import { href } from '../../lib/href';
import { useFormat } from '../../ui/hooks/useFormat';
import './auction.css';
import './AuctionResult.css';

/**
 * How a closed auction ended, as the server says it: won (only with the user's order, the way to it), sold
 * to someone else, or not sold; and what became of the user's deposit.
 */
export function AuctionResult({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const { balance } = useFormat();
  const price = balance(auction.last_price);
  const deposit = balance(auction.security_deposit);
  const won = auction.status === 2 && auction.order_id !== null;
  return (
    <section className="card auction-action" aria-label={t('auction.result.title')}>
      {won ? (
        <>
          <p className="auction-result is-won">{t('auction.result.won', { price })}</p>
          <Link
            className="auction-order-link"
            to={href('/pages/order/auctionDetails', { id: auction.order_id ?? 0 })}
          >
            {t('auction.result.toOrder')}
          </Link>
        </>
      ) : auction.status === 2 ? (
        <p className="auction-result">
          {auction.deposit_state === 'none'
            ? t('auction.result.sold', { price, name: maskName(auction.nick_name) })
            : t('auction.result.lost', { price })}
        </p>
      ) : (
        <p className="auction-result is-reserved">{t('auction.result.notSold')}</p>
      )}
      {auction.deposit_state === 'refunded' || auction.deposit_state === 'counted' ? (
        <p className="auction-note">{t(`auction.deposit.${auction.deposit_state}`, { amount: deposit })}</p>
      ) : null}
    </section>
  );
}
