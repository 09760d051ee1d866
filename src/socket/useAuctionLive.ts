import { useEffect } from 'react';
import type { AuctionUpdate } from '../api/auctions/auction';
import { useAuctionUpdates } from '../api/auctions/auctionLive';
import { HUB_TARGETS } from '../api/hubTargets';
import { subscribeCatchingUp } from './catchingUp';

/**
 * An auction screen's one subscription to the pushed bids (the list, or one auction with `id`; never a card):
 * each push is written into the query cache, where the cards and the detail read it. After every
 * (re)connect and when the page is shown again, what the screen shows is read again: whatever was pushed
 * meanwhile is lost.
 */
export function useAuctionLive(id?: number) {
  const { apply, reread } = useAuctionUpdates(id);
  useEffect(
    () => subscribeCatchingUp<AuctionUpdate>(HUB_TARGETS.auctionUpdate, apply, reread),
    [apply, reread],
  );
}
