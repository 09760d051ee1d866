import type { HubConnection } from '@microsoft/signalr';
import { API_BASE } from '../api/client';
import { useSession } from '../stores/session';
import { HUB_TARGETS } from '../api/hubTargets';

export const RETRY_MS = 5_000;

/** One screen's interest in one hub target; `onConnected` runs after every (re)connect, for a fresh snapshot. */
interface Subscription {
  target: HubTarget;
  listener: (payload: never) => void;
  onConnected?: () => void;
}

export type HubTarget = (typeof HUB_TARGETS)[keyof typeof HUB_TARGETS];

/** `VITE_SOCKET_URL`, else the API host (or this origin) with path /chat; the token rides in the query. */
export function socketUrl(token: string): string {
  const configured = import.meta.env.VITE_SOCKET_URL;
  const base = configured || `${new URL(API_BASE || '/', window.location.href).origin}/chat`;
  const url = new URL(base, window.location.href);
  url.searchParams.set('token', token);
  return url.toString();
}

const listeners = new Set<Subscription>();
let connection: HubConnection | null = null;
let connectedToken: string | null = null;
/** the current connection has started and not closed since */
let connected = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

/**
 * The socket as a screen may tell it: `idle` while nobody listens, `connecting` to a first connection,
 * `connected`, and `down` once a connect failed or the connection closed, until a retry succeeds — so a page
 * can say it is reconnecting and nobody trusts a frozen price.
 */
export type HubState = 'idle' | 'connecting' | 'connected' | 'down';

let state: HubState = 'idle';
const stateListeners = new Set<() => void>();

function setState(next: HubState) {
  if (state === next) return;
  state = next;
  stateListeners.forEach((listener) => listener());
}

export const hubState = (): HubState => state;

/** Tells `listener` each time the hub's state changes; returns the unsubscribe. */
export function subscribeHubState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

function scheduleRetry(gen: number) {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (gen === generation && listeners.size > 0) void connect(gen);
  }, RETRY_MS);
}

async function connect(gen: number) {
  // The protocol client is fetched only when a live screen needs it.
  if (state !== 'down') setState('connecting');
  const signalR = await import('@microsoft/signalr');
  if (gen !== generation) return;
  const token = useSession.getState().token;
  const hub = new signalR.HubConnectionBuilder()
    .withUrl(socketUrl(token), { skipNegotiation: true, transport: signalR.HttpTransportType.WebSockets })
    .configureLogging(signalR.LogLevel.None)
    .build();
  for (const target of Object.values(HUB_TARGETS)) {
    hub.on(target, (payload: never) => {
      for (const subscription of listeners)
        if (subscription.target === target) subscription.listener(payload);
    });
  }
  // The library never retries by itself (not even a failed first start): every close or failure retries in 5 s.
  hub.onclose(() => {
    if (gen !== generation) return;
    connected = false;
    setState('down');
    scheduleRetry(gen);
  });
  connection = hub;
  connectedToken = token;
  try {
    await hub.start();
  } catch {
    if (gen === generation) {
      setState('down');
      scheduleRetry(gen);
    }
    return;
  }
  if (gen !== generation) return;
  connected = true;
  setState('connected');
  // Whatever was pushed while the socket was down is lost: each screen reads its snapshot again.
  listeners.forEach((subscription) => subscription.onConnected?.());
}

function disconnect() {
  generation += 1;
  clearTimeout(retryTimer);
  const hub = connection;
  connection = null;
  connectedToken = null;
  connected = false;
  setState('idle');
  void hub?.stop().catch(() => undefined);
}

/**
 * Listens to one hub target; the socket is open while anyone listens (one connection for every live feature).
 * `onConnected` runs after each successful connect and reconnect. Returns the unsubscribe.
 */
export function subscribeHub<T>(
  target: HubTarget,
  listener: (payload: T) => void,
  onConnected?: () => void,
): () => void {
  const subscription: Subscription = { target, listener, onConnected };
  listeners.add(subscription);
  if (listeners.size === 1) void connect(generation);
  else if (connected) onConnected?.();
  return () => {
    listeners.delete(subscription);
    if (listeners.size === 0) disconnect();
  };
}

/** Listens to live auction updates; `onConnected` after every (re)connect. Returns the unsubscribe. */
// A new session (login or logout) reconnects with the new token.
useSession.subscribe((state) => {
  if (connection && listeners.size > 0 && state.token !== connectedToken) {
    disconnect();
    void connect(generation);
  }
});
