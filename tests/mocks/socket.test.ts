import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import {
  handshakeReply,
  hubAction,
  parseFrames,
  PING_FRAME,
  RECORD_SEPARATOR,
} from '../../src/mocks/hub/protocol';
import { broadcast, openConnections, PING_INTERVAL_MS, sendToUser } from '../../src/mocks/hub/socket';
import { db } from '../../src/mocks/db';
import { withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';

withFrozenClock();

const HUB = 'ws://127.0.0.1:4173/chat';
const HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;

/** A raw WebSocket with its received messages, so each frame the hub sends can be asserted. */
async function connect(token = '') {
  const socket = new WebSocket(`${HUB}?token=${encodeURIComponent(token)}`);
  const received: string[] = [];
  socket.addEventListener('message', (event) => received.push(String(event.data)));
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  return { socket, received };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('fake hub over a WebSocket (driven through MSW in jsdom)', () => {
  it('answers the handshake with {} and then receives broadcasts', async () => {
    const { socket, received } = await connect();
    socket.send(HANDSHAKE);
    await until(() => received.length === 1);
    expect(received[0]).toBe(`{}${RECORD_SEPARATOR}`);
    broadcast('auctionUpdateResponse', { id: 7, last_price: 120 });
    await until(() => received.length === 2);
    expect(parseFrames(received[1] ?? '')).toEqual([
      { type: 1, target: 'auctionUpdateResponse', arguments: [{ id: 7, last_price: 120 }] },
    ]);
    socket.close();
  });

  it('sends nothing to a client before its handshake', async () => {
    const { socket, received } = await connect();
    broadcast('auctionUpdateResponse', { id: 1 });
    socket.send(HANDSHAKE);
    await until(() => received.length === 1);
    expect(received).toEqual([`{}${RECORD_SEPARATOR}`]);
    socket.close();
  });

  it('refuses another protocol and closes', async () => {
    const { socket, received } = await connect();
    const closed = new Promise((resolve) => socket.addEventListener('close', resolve, { once: true }));
    socket.send(`{"protocol":"messagepack","version":1}${RECORD_SEPARATOR}`);
    await closed;
    await until(() => received.length === 1);
    expect(parseFrames(received[0] ?? '')[0]).toHaveProperty('error');
    expect(openConnections()).toBe(0);
  });

  it('sends private invocations only to the signed-in user, and forgets closed clients', async () => {
    const token = await signInDemo();
    const member = await connect(token);
    const guest = await connect();
    member.socket.send(HANDSHAKE);
    guest.socket.send(HANDSHAKE);
    await until(() => member.received.length === 1 && guest.received.length === 1);
    expect(openConnections()).toBe(2);
    sendToUser(db().users[0]?.uid ?? 0, 'noticeResponse', 'hello');
    await until(() => member.received.length === 2);
    expect(guest.received).toHaveLength(1);
    guest.socket.close();
    member.socket.close();
    await until(() => openConnections() === 0);
  });

  it('pings every 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { socket, received } = await connect();
      socket.send(HANDSHAKE);
      await until(() => received.length === 1);
      vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
      await until(() => received.length === 3);
      expect(received.slice(1)).toEqual([PING_FRAME, PING_FRAME]);
      socket.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('works with @microsoft/signalr unchanged (negotiation skipped, WebSockets transport)', async () => {
    // The library takes the http(s) form of the hub URL and switches the scheme itself. Under Vitest it
    // thinks it runs in Node and would load the `ws` package, so it is handed the page's WebSocket
    // through its untyped `WebSocket` option.
    const options: IHttpConnectionOptions & { WebSocket: typeof WebSocket } = {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      WebSocket,
    };
    const connection = new HubConnectionBuilder()
      .withUrl('http://127.0.0.1:4173/chat?token=', options)
      .configureLogging(LogLevel.None)
      .build();
    const updates: unknown[] = [];
    connection.on('auctionUpdateResponse', (update: unknown) => updates.push(update));
    await connection.start();
    broadcast('auctionUpdateResponse', { id: 3, last_price: 55, nick_name: '김민준' });
    await until(() => updates.length === 1);
    expect(updates[0]).toEqual({ id: 3, last_price: 55, nick_name: '김민준' });
    await expect(connection.invoke('Bid', 1)).rejects.toThrow(/does not exist/);
    await connection.stop();
  });
});

describe('hub protocol pieces', () => {
  it('splits frames and tolerates junk', () => {
    expect(parseFrames(`{"type":6}${RECORD_SEPARATOR}nope${RECORD_SEPARATOR}`)).toEqual([
      { type: 6 },
      undefined,
    ]);
  });

  it('accepts only json version 1', () => {
    expect(handshakeReply({ protocol: 'json', version: 1 })).toEqual({
      accepted: true,
      reply: `{}${RECORD_SEPARATOR}`,
    });
    expect(handshakeReply({ protocol: 'json', version: 2 }).accepted).toBe(false);
  });

  it('answers a call that waits for a result, ignores pings, closes on close', () => {
    expect(hubAction({ type: 6 })).toEqual({ kind: 'none' });
    expect(hubAction({ type: 7 })).toEqual({ kind: 'close' });
    expect(hubAction({ type: 1, target: 'x', arguments: [] })).toEqual({ kind: 'none' });
    const reply = hubAction({ type: 1, invocationId: '4', target: 'Bid', arguments: [] });
    expect(reply.kind).toBe('reply');
    expect(reply.kind === 'reply' && parseFrames(reply.data)[0]).toMatchObject({
      type: 3,
      invocationId: '4',
    });
  });
});
