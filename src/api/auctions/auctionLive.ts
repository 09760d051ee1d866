import { useCallback, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { auctionKeys, type Auction, type AuctionDetail, type AuctionUpdate } from './auction';
import { detailWithUpdate, pagesWithUpdate, type AuctionPages } from './auctionStanding';
import { invalidate } from '../cache';

/**
 * A pushed bid (`auctionUpdateResponse`) written where the app holds that auction: its detail (price, leader,
 * the bid on top of the records) and its row in every paged list, the deposits' included. A push no higher
 * than what is held changes nothing (auctionStanding.ts).
 */
export function applyAuctionUpdate(queryClient: QueryClient, update: AuctionUpdate) {
  queryClient.setQueryData<AuctionDetail>(auctionKeys.detail(update.id), (detail) =>
    detail ? detailWithUpdate(detail, update) : detail,
  );
  for (const queryKey of [auctionKeys.allPages(), auctionKeys.joined()]) {
    queryClient.setQueriesData<AuctionPages<Auction>>({ queryKey }, (pages) =>
      pages ? pagesWithUpdate(pages, update) : pages,
    );
  }
}

/**
 * The cache's side of the live auctions (decision 0068), as src/socket/useAuctionLive.ts subscribes them:
 * `apply` writes a push; `reread` reads again what the screen shows of the auctions (one auction with `id`),
 * after the socket (re)connects or the page is shown again, when whatever was pushed meanwhile is lost.
 */
export function useAuctionUpdates(id?: number) {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (update: AuctionUpdate) => applyAuctionUpdate(queryClient, update),
    [queryClient],
  );
  const reread = useCallback(
    () => invalidate(queryClient, id === undefined ? auctionKeys.all : auctionKeys.detail(id)),
    [queryClient, id],
  );
  return useMemo(() => ({ apply, reread }), [apply, reread]);
}
