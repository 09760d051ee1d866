import { useTranslation } from 'react-i18next';
import { joinedAuctionPages, type Auction } from '../../api/auctions/auction';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { AuctionDepositCard } from './AuctionDepositCard';
import './AuctionDeposits.css';

/** The auctions the user paid a deposit in, ten a page: each deposit held, refunded or counted towards the price. */
export function AuctionDeposits() {
  const { t } = useTranslation();
  return (
    <>
      <p className="auction-deposits-note">{t('order.deposit.note')}</p>
      <InfiniteList<Auction>
        className="order-list"
        query={joinedAuctionPages()}
        itemKey={(auction) => auction.id}
        renderItem={(auction) => <AuctionDepositCard auction={auction} />}
        emptyText={t('order.deposit.empty')}
      />
    </>
  );
}
