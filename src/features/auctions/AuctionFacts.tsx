import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions/auction';
import { FactList } from '../../ui/display/FactList';
import { useFormat } from '../../ui/hooks/useFormat';
import './AuctionFacts.css';

/** The auction's figures and times: starting bid, evaluation price, deposit, bidders, start and end. */
export function AuctionFacts({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const { balance, time } = useFormat();
  return (
    <section className="card auction-section" aria-label={t('auction.detail.facts')}>
      <FactList
        className="auction-facts"
        rowClassName="auction-fact"
        facts={[
          { label: t('auction.detail.startingBid'), value: balance(auction.starting_bid_price) },
          { label: t('auction.detail.evaluation'), value: balance(auction.evaluation_price) },
          { label: t('auction.detail.deposit'), value: balance(auction.security_deposit) },
          { label: t('auction.detail.participants'), value: auction.participants },
          { label: t('auction.detail.start'), value: time(auction.start_time) },
          { label: t('auction.detail.end'), value: time(auction.end_time) },
        ]}
      />
    </section>
  );
}
