import type { Auction, AuctionDetail, DepositResult } from '../../src/api/auctions/auction';
import * as endpoints from '../../src/api/endpoints';
import type { Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { AuctionRow } from '../../src/mocks/db/schema';
import { AUCTION_LOTS } from '../../src/mocks/handlers/auction/db/seedAuctions';
import { parseFrames, RECORD_SEPARATOR } from '../../src/mocks/hub/protocol';
import { PAY_PASSWORD } from './myHelpers';
import { send, USERS } from './ordersHelpers';

export const A = endpoints.Auction;
export { AUCTION_LOTS };

/** Seeded users of the auctions by their place in the seed (src/mocks/db/seedUsers.ts, seedAuctions.ts). */
export const AUCTION_USERS = {
  ...USERS,
  /** the determined rival of LOT-RIVAL (limit 899); won LOT-LONG-NAME */
  minjun: 5,
  /** a rival of LOT-WIN at her limit (520) */
  sakura: 6,
  /** won LOT-HOSTILE */
  anastasia: 7,
  /** paid a deposit in LOT-RESERVED, refunded */
  lucas: 10,
  /** the other rival of LOT-RIVAL (limit 720) */
  dmitry: 13,
  /** leads LOT-WIN at her limit (560) */
  sophie: 14,
} as const;

/** The seeded auction of that lot, looked up afresh (a refusal puts back the state as it was). */
export function auctionAt(lot: string): AuctionRow {
  const auction = db().auctions.find((a) => a.drawNumber === lot);
  if (!auction) throw new Error(`no auction ${lot}`);
  return auction;
}

export const listAuctions = (token: string, query: Record<string, unknown> = {}) =>
  send<Page<Auction>>(A.list, token, query);

export const auctionDetail = (token: string, id: number) => send<AuctionDetail>(A.detail, token, { id });

export const payDeposit = (token: string, id: number, payPassword = PAY_PASSWORD) =>
  send<DepositResult>(A.deposit, token, { id, pay_password: payPassword });

export const placeBid = (token: string, id: number, price: unknown) =>
  send<Auction>(A.bid, token, { id, price });

const HUB = 'ws://127.0.0.1:4173/chat';
const HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;

export interface Invocation {
  target: string;
  arguments: unknown[];
}

/** A hub client past its handshake, with the invocations it received after it. */
export async function listen(token = '') {
  const socket = new WebSocket(`${HUB}?token=${encodeURIComponent(token)}`);
  const frames: string[] = [];
  socket.addEventListener('message', (event) => frames.push(String(event.data)));
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  socket.send(HANDSHAKE);
  await vi.waitFor(() => expect(frames).toHaveLength(1));
  const received = () => frames.slice(1).flatMap((frame) => parseFrames(frame)) as Invocation[];
  return { socket, received };
}
