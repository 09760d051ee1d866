import type { HubConnection } from '@microsoft/signalr';
import { API_BASE } from '../api/client';
import { useSession } from '../stores/session';

export const RETRY_MS = 5_000;
export const AUCTION_UPDATE = 'auctionUpdateResponse';

/** What the server pushes when a bid moves an auction. */
export interface AuctionUpdate {
  id: number;
  last_price: number;
  last_uid: number;
  avatar: string;
  nick_name: string;
}

type Listener = (update: AuctionUpdate) => void;

/** `VITE_SOCKET_URL`, else the API host (or this origin) with path /chat; the token rides in the query. */
export function socketUrl(token: string): string {
  const configured = import.meta.env.VITE_SOCKET_URL;
  const base = configured || `${new URL(API_BASE || '/', window.location.href).origin}/chat`;
  const url = new URL(base, window.location.href);
  url.searchParams.set('token', token);
  return url.toString();
}

const listeners = new Set<Listener>();
let connection: HubConnection | null = null;
let connectedToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

function scheduleRetry(gen: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (gen === generation && listeners.size > 0) void connect(gen);
  }, RETRY_MS);
}

async function connect(gen: number) {
  // The protocol client is fetched only when a live screen needs it.
  const signalR = await import('@microsoft/signalr');
  if (gen !== generation) return;
  const token = useSession.getState().token;
  const hub = new signalR.HubConnectionBuilder()
    .withUrl(socketUrl(token), { skipNegotiation: true, transport: signalR.HttpTransportType.WebSockets })
    .configureLogging(signalR.LogLevel.None)
    .build();
  hub.on(AUCTION_UPDATE, (update: AuctionUpdate) => listeners.forEach((listener) => listener(update)));
  // The library never retries by itself (not even a failed first start): every close or failure retries in 5 s.
  hub.onclose(() => {
    if (gen === generation) scheduleRetry(gen);
  });
  connection = hub;
  connectedToken = token;
  try {
    await hub.start();
  } catch {
    if (gen === generation) scheduleRetry(gen);
  }
}

function disconnect() {
  generation += 1;
  clearTimeout(retryTimer);
  const hub = connection;
  connection = null;
  connectedToken = null;
  void hub?.stop().catch(() => undefined);
}

/** Listens to live auction updates; the socket is open while anyone listens. Returns the unsubscribe. */
export function subscribeAuctionUpdates(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void connect(generation);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

// A new session (login or logout) reconnects with the new token.
useSession.subscribe((state) => {
  if (connection && listeners.size > 0 && state.token !== connectedToken) {
    disconnect();
    void connect(generation);
  }
});
