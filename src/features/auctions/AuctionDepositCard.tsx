import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Auction, AuctionStatus, DepositState } from '../../api/auctions/auction';
import { detailsPathOf } from '../../api/orders/rules/orderKinds';
import { href } from '../../lib/href';
import { Amount } from '../../ui/money/Amount';

const STATUS: Record<AuctionStatus, 'upcoming' | 'ongoing' | 'ended' | 'reserved'> = {
  0: 'upcoming',
  1: 'ongoing',
  2: 'ended',
  3: 'reserved',
};

const DEPOSIT_COLOR: Record<DepositState, string> = {
  none: 'default',
  held: 'warning',
  refunded: 'default',
  counted: 'success',
};

/** An auction the user paid a deposit in: the deposit and where it stands, and the auction's state. */
export function AuctionDepositCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  return (
    <article className="order-card" aria-label={auction.name}>
      <Link to={href('/pages/index/auction', { id: auction.id })} className="order-card-main">
        <Image src={auction.thumbnail} alt="" fit="cover" className="order-thumb" />
        <div className="order-card-text">
          <h3 className="order-name">{auction.name}</h3>
          <p className="order-paid">
            <span>{t('order.deposit.amount')}</span>
            <strong>
              <Amount value={auction.security_deposit} unit="balance" />
            </strong>
          </p>
          <span className="order-labels">
            <Tag color={DEPOSIT_COLOR[auction.deposit_state]} fill="outline">
              {t(`order.deposit.state.${auction.deposit_state}`)}
            </Tag>
            <Tag color={auction.status === 1 ? 'primary' : 'default'} fill="outline">
              {t(`order.auctionState.${STATUS[auction.status]}`)}
            </Tag>
          </span>
        </div>
      </Link>
      {auction.order_id === null ? null : (
        <div className="order-actions">
          <Link className="order-link-button is-primary" to={detailsPathOf('auction', auction.order_id)}>
            {t('order.deposit.toOrder')}
          </Link>
        </div>
      )}
    </article>
  );
}
