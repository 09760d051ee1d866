import { useSearchParams } from 'react-router';
import { parseId } from '../../lib/validate';
import { PageShell } from '../../ui/layout/PageShell';
import { AuctionDetail } from './AuctionDetail';
import { AuctionList } from './AuctionList';
import { AuctionNotFound } from './AuctionNotFound';
import './auction.css';

/**
 * `/pages/index/auction`: the auctions (tabs ongoing, upcoming, ended); with `?id=`, one auction, live — its
 * deposit, bids and result (docs/decisions/0035). Strings: area `auction`.
 */
export default function Auctions() {
  const raw = useSearchParams()[0].get('id');
  const id = raw === null ? null : parseId(raw);
  return (
    <PageShell>
      {raw === null ? (
        <AuctionList />
      ) : id === null ? (
        <AuctionNotFound />
      ) : (
        <AuctionDetail key={id} id={id} />
      )}
    </PageShell>
  );
}
