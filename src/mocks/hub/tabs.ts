import { deliver, publishPushesTo, type HubPush } from './socket';

/** The channel the fake hubs of one origin's tabs share. */
export const HUB_CHANNEL = 'qc-fake-hub';

/** A tab of another build may post something else: only a push of this shape is delivered. */
function isHubPush(data: unknown): data is HubPush {
  if (typeof data !== 'object' || data === null) return false;
  const { uid, frame } = data as Record<string, unknown>;
  return (uid === null || typeof uid === 'number') && typeof frame === 'string';
}

/**
 * Makes this tab's hub one with the hubs of the other tabs on `channel`: every push it makes is posted
 * there, and every push another tab posts is delivered to this tab's clients as if this hub made it (to
 * everyone, or to the clients signed in as its user, as each hub knows its own). A BroadcastChannel never
 * hands a message back to the object that posted it, and what arrives is delivered, never posted again: each
 * push reaches each client once. Returns the undo (a test's end).
 *
 * What the clock makes by itself (rival bids, draws, support replies) is not made once per tab: every tab
 * runs its catch-up in a transaction under the Web Lock on the state read afresh, so the first one writes
 * the event and pushes it, and the others find it written and push nothing (src/mocks/http/live.ts).
 */
export function shareHubOver(channel: BroadcastChannel): () => void {
  const receive = (event: MessageEvent<unknown>) => {
    if (isHubPush(event.data)) deliver(event.data);
  };
  channel.addEventListener('message', receive);
  publishPushesTo((push) => channel.postMessage(push));
  return () => {
    publishPushesTo(null);
    channel.removeEventListener('message', receive);
    channel.close();
  };
}

/**
 * One hub for every tab of the demo (each tab runs the fake backend, and its own hub, itself). Where the
 * browser has no BroadcastChannel, each tab's hub serves its own clients, as a push is a hint, not the record.
 */
export function shareHubAcrossTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  shareHubOver(new BroadcastChannel(HUB_CHANNEL));
}
