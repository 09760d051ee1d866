/**
 * The hub's targets (docs/architecture.md, "Live updates"): what the server invokes on the app over the one
 * socket connection. Shared by the app (src/socket) and the fake backend's hub (src/mocks/hub).
 */
export const HUB_TARGETS = {
  /** a bid moved an auction: AuctionUpdate, to everyone */
  auctionUpdate: 'auctionUpdateResponse',
  /** something arrived in one of the user's message boxes: MessageArrived, to that user */
  messageArrived: 'messageArrived',
  /** support answered: the KefuMessage, to that user */
  kefuMessage: 'kefuMessage',
} as const;
