import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Auction, AuctionDetail, AuctionUpdate } from '../../src/api/auctions/auction';
import * as endpoints from '../../src/api/endpoints';
import { HUB_TARGETS } from '../../src/api/hubTargets';
import { server } from '../../src/mocks/node';

const MINUTE = 60_000;

/** An auction in a state the seed may not hold, for server.use overrides (times around the real clock). */
export function auctionRow(over: Partial<Auction> = {}): Auction {
  const now = Date.now();
  return {
    id: 9001,
    goods_id: 1,
    name: 'Vintage Watch',
    thumbnail: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    describe: '<p>A watch with <b>history</b></p>',
    draw_number: 'A-0042',
    starting_bid_price: 1000,
    evaluation_price: 5000,
    security_deposit: 500,
    last_price: 1000,
    last_uid: 0,
    avatar: '',
    nick_name: '',
    participants: 3,
    start_time: now - 10 * MINUTE,
    end_time: now + 30 * MINUTE,
    seconds: 1800,
    status: 1,
    server_time: now,
    deposit_state: 'none',
    order_id: null,
    ...over,
  };
}

export function auctionDetail(over: Partial<AuctionDetail> = {}): AuctionDetail {
  return { ...auctionRow(over), images: [], bids: [], ...over };
}

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });

/** Auction/detail answers `detail` (or, given a function, what it makes of each request) from now on. */
export function serveAuction(detail: AuctionDetail | (() => AuctionDetail)) {
  let reads = 0;
  server.use(
    http.get(`*${endpoints.Auction.detail.path}`, () => {
      reads += 1;
      return envelope(typeof detail === 'function' ? detail() : detail);
    }),
  );
  return { reads: () => reads };
}

/** Auction/list answers these rows for each status asked (`none` when asked without one). */
export function serveAuctionList(rows: Partial<Record<'0' | '1' | '2', Auction[]>>) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`*${endpoints.Auction.list.path}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const list = rows[(query.get('status') ?? '1') as '0' | '1' | '2'] ?? [];
      return envelope({ list, total: list.length });
    }),
  );
  return asked;
}

/**
 * The hub as the auction screens see it (mocked in each page test file: `vi.mock` cannot be shared): what
 * they subscribe to and the socket's state, so a test can push as the server would, drop the socket, or
 * report a reconnect.
 */
export interface FakeHub {
  subscriptions: Set<{ target: string; listener: (payload: never) => void; onConnected?: () => void }>;
  state: 'idle' | 'connecting' | 'connected' | 'down';
  stateListeners: Set<() => void>;
}

export function hubModule(hub: FakeHub) {
  const subscribeHub = (target: string, listener: (payload: never) => void, onConnected?: () => void) => {
    const subscription = { target, listener, onConnected };
    hub.subscriptions.add(subscription);
    return () => hub.subscriptions.delete(subscription);
  };
  return {
    subscribeHub,
    hubState: () => hub.state,
    subscribeHubState: (listener: () => void) => {
      hub.stateListeners.add(listener);
      return () => hub.stateListeners.delete(listener);
    },
  };
}

/** The hub as a page first finds it, for each page test file's afterEach: nothing subscribed, the socket idle. */
export function resetHub(hub: FakeHub) {
  hub.subscriptions.clear();
  hub.stateListeners.clear();
  hub.state = 'idle';
}

/** How many listeners the screen holds on the auction pushes (one a screen, however many cards it shows). */
export const auctionListeners = (hub: FakeHub) =>
  [...hub.subscriptions].filter((s) => s.target === HUB_TARGETS.auctionUpdate).length;

/** Pushes as the hub would; the cache tells the screen in a task of its own (TanStack's notifyManager). */
export const pushUpdate = (hub: FakeHub, update: AuctionUpdate) =>
  act(async () => {
    hub.subscriptions.forEach((s) => s.target === HUB_TARGETS.auctionUpdate && s.listener(update as never));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

export const reconnect = (hub: FakeHub) =>
  act(() => {
    hub.state = 'connected';
    hub.stateListeners.forEach((listener) => listener());
    hub.subscriptions.forEach((s) => s.onConnected?.());
  });

export const dropSocket = (hub: FakeHub) =>
  act(() => {
    hub.state = 'down';
    hub.stateListeners.forEach((listener) => listener());
  });

/** "Pay deposit", once it takes a tap (it waits for the user's balance and payment password state). */
export async function depositButton() {
  const button = await screen.findByRole('button', { name: 'Pay deposit' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
