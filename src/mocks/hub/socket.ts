import { ws } from 'msw';
import { refresh } from '../db';
import { userForToken } from '../db/sessions';
import { handshakeReply, hubAction, invocationFrame, parseFrames, PING_FRAME } from './protocol';

export const PING_INTERVAL_MS = 15_000;

export interface HubClient {
  send(data: string): void;
  close(): void;
}

export interface HubConnectionEvents {
  message(data: string): void;
  closed(): void;
}

interface Connection {
  client: HubClient;
  /** null for guests: live auction updates are public, and a stale token must not stop them */
  uid: number | null;
  ready: boolean;
  pinger: ReturnType<typeof setInterval> | null;
}

const connections = new Set<Connection>();

/** Told how many clients are past their handshake whenever that may have changed (the auction ticker). */
let watcher: ((ready: number) => void) | null = null;

export function watchConnections(listener: ((ready: number) => void) | null): void {
  watcher = listener;
}

const tellWatcher = () => watcher?.(openConnections());

function drop(connection: Connection) {
  if (connection.pinger !== null) clearInterval(connection.pinger);
  connection.pinger = null;
  connections.delete(connection);
  tellWatcher();
}

/** Closes after what was just sent has gone out: the interceptor drops messages queued on a closing socket. */
function hangUp(connection: Connection) {
  drop(connection);
  queueMicrotask(() => connection.client.close());
}

/** Closes every client's socket, as a network drop would (a demo control: the app reconnects in 5 s). */
export function hangUpAll(): number {
  const open = [...connections];
  open.forEach(hangUp);
  return open.length;
}

function receive(connection: Connection, message: unknown) {
  if (!connection.ready) {
    const { accepted, reply } = handshakeReply(message);
    connection.client.send(reply);
    if (!accepted) {
      hangUp(connection);
      return;
    }
    connection.ready = true;
    connection.pinger = setInterval(() => connection.client.send(PING_FRAME), PING_INTERVAL_MS);
    tellWatcher();
    return;
  }
  const action = hubAction(message);
  if (action.kind === 'reply') connection.client.send(action.data);
  if (action.kind === 'close') hangUp(connection);
}

/**
 * Opens the hub to one client, whatever carries it (MSW's interceptor, or a real WebSocket on the Node
 * server); the caller passes on its text messages and its closing.
 */
export function openHubConnection(client: HubClient, url: URL): HubConnectionEvents {
  refresh();
  const token = url.searchParams.get('token') ?? '';
  const connection: Connection = {
    client,
    uid: userForToken(token)?.uid ?? null,
    ready: false,
    pinger: null,
  };
  connections.add(connection);
  return {
    message: (data) => {
      for (const message of parseFrames(data)) receive(connection, message);
    },
    closed: () => drop(connection),
  };
}

/**
 * The hub's WebSocket handler for MSW (the page's worker, Vitest's server). Made when asked, not at import:
 * MSW notes the call stack a handler is made in, and at a module's top level that has V8 parse the whole
 * fake-backend chunk again for its source positions (decision 0076).
 */
export function chatHandler() {
  // A RegExp, not 'ws://*\/chat': the glob does not match a host with a port.
  return ws.link(/\/chat(\?|$)/).addEventListener('connection', ({ client }) => {
    const events = openHubConnection(client, client.url);
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') events.message(event.data);
    });
    client.addEventListener('close', events.closed);
  });
}

/** One push as the hub hands it out: the invocation's frame, and the user it is for (null: everyone). */
export interface HubPush {
  uid: number | null;
  frame: string;
}

/** Where this hub's own pushes also go (the other tabs' hubs, src/mocks/hub/tabs.ts); null: nowhere. */
let publish: ((push: HubPush) => void) | null = null;

export function publishPushesTo(next: ((push: HubPush) => void) | null): void {
  publish = next;
}

/** Sends a push to this hub's clients past their handshake that it is for: everyone, or one user's. */
export function deliver({ uid, frame }: HubPush): void {
  for (const connection of connections) {
    if (connection.ready && (uid === null || connection.uid === uid)) connection.client.send(frame);
  }
}

function push(uid: number | null, target: string, args: unknown[]) {
  const made: HubPush = { uid, frame: invocationFrame(target, args) };
  deliver(made);
  publish?.(made);
}

/** Invokes `target` on every connected client, e.g. broadcast('auctionUpdateResponse', auction). */
export function broadcast(target: string, ...args: unknown[]): void {
  push(null, target, args);
}

/** Invokes `target` on the clients signed in as `uid` (private notices). */
export function sendToUser(uid: number, target: string, ...args: unknown[]): void {
  push(uid, target, args);
}

/** How many clients completed the handshake. */
export const openConnections = (): number => [...connections].filter((c) => c.ready).length;
