import { useQuery } from '@tanstack/react-query';
import { auctionDetailQuery } from '../../api/auctions/auction';
import { isApiError } from '../../lib/errors';
import { useAuctionLive } from '../../socket/useAuctionLive';
import { DataView } from '../../ui/state/DataView';
import { useServerNow } from '../../ui/hooks/useServerNow';
import { AuctionNotFound } from './AuctionNotFound';
import { AuctionView } from './AuctionView';
import { DUE_POLL_MS, isDue, phaseOf } from './auctionPhase';
import { LiveNotice } from './LiveNotice';
import './auction.css';

/** docs/api.md §9: Auction/detail answers 404 "Auction not found". */
const NOT_FOUND = 404;

/**
 * `/pages/index/auction?id=`: one auction, live (pushes land in its cached detail). Fresh on every
 * (re)connect and when the page is shown again; read every 2 s once its countdown reached zero, until the
 * server says it started or closed.
 */
export function AuctionDetail({ id }: { id: number }) {
  const now = useServerNow();
  // Worked out again on every tick: the page renders each second with the server's time.
  const query = useQuery({
    ...auctionDetailQuery(id),
    refetchInterval: ({ state }) => (state.data && isDue(phaseOf(state.data, now)) ? DUE_POLL_MS : false),
  });
  useAuctionLive(id);

  if (query.isError && isApiError(query.error) && query.error.code === NOT_FOUND) return <AuctionNotFound />;
  return (
    <div className="auction-page">
      <LiveNotice />
      <DataView query={query}>{(auction) => <AuctionView auction={auction} now={now} />}</DataView>
    </div>
  );
}
