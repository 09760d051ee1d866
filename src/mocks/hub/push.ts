import { HUB_TARGETS } from '../../api/hubTargets';
import type { AuctionUpdate } from '../../api/auctions/auction';
import type { MessageArrived } from '../../api/messages/message';
import type { Arrival } from '../db/arrivals';
import { toKefuMessage } from '../handlers/kefu/db/kefu';
import { broadcast, sendToUser } from './socket';

/**
 * Tells each user what arrived in their boxes (docs/architecture.md, "Live updates"): every support reply
 * whole (`kefuMessage`), then one `messageArrived` per box that got something, however many rows it got.
 */
export function pushArrivals(arrivals: readonly Arrival[]): void {
  const told = new Set<string>();
  for (const arrival of arrivals) {
    if (arrival.box === 'kefu')
      sendToUser(arrival.uid, HUB_TARGETS.kefuMessage, toKefuMessage(arrival.reply));
  }
  for (const { uid, box } of arrivals) {
    const key = `${uid}:${box}`;
    if (told.has(key)) continue;
    told.add(key);
    const payload: MessageArrived = { box };
    sendToUser(uid, HUB_TARGETS.messageArrived, payload);
  }
}

/** Tells everyone connected, guests too, of each accepted bid in turn (`auctionUpdateResponse`). */
export function pushAuctionUpdates(updates: readonly AuctionUpdate[]): void {
  for (const update of updates) broadcast(HUB_TARGETS.auctionUpdate, update);
}
