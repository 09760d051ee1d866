import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { auctionKeys, type AuctionDetail } from '../../src/api/auctions/auction';
import { useAuctionLive } from '../../src/socket/useAuctionLive';
import { hubState, RETRY_MS, socketUrl, subscribeHub, subscribeHubState } from '../../src/socket/connection';
import { HUB_TARGETS } from '../../src/api/hubTargets';
import { useSession } from '../../src/stores/session';
import { auctionDetail } from '../pages/auctionFixtures';

type Handler = (...args: unknown[]) => void;

interface FakeHub {
  url: string;
  options: Record<string, unknown>;
  handlers: Map<string, Handler>;
  closeHandlers: ((error?: Error) => void)[];
  start: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
}

const hubs: FakeHub[] = [];
let failStarts = 0;

vi.mock('@microsoft/signalr', () => {
  class HubConnectionBuilder {
    private url = '';
    private options: Record<string, unknown> = {};
    withUrl(url: string, options: Record<string, unknown>) {
      this.url = url;
      this.options = options;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const hub: FakeHub = {
        url: this.url,
        options: this.options,
        handlers: new Map(),
        closeHandlers: [],
        start: vi.fn(() => (failStarts-- > 0 ? Promise.reject(new Error('refused')) : Promise.resolve())),
        stop: vi.fn(() => Promise.resolve()),
      };
      hubs.push(hub);
      return {
        on: (target: string, handler: Handler) => hub.handlers.set(target, handler),
        onclose: (handler: (error?: Error) => void) => hub.closeHandlers.push(handler),
        start: hub.start,
        stop: hub.stop,
      };
    }
  }
  return { HubConnectionBuilder, HttpTransportType: { WebSockets: 1 }, LogLevel: { None: 6 } };
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => Promise.resolve());
};

beforeEach(() => {
  hubs.length = 0;
  failStarts = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live auction socket', () => {
  it('connects to /chat with the token in the query, skipping negotiation over WebSockets', async () => {
    useSession.getState().signIn('tok 1', 1);
    expect(socketUrl('tok 1')).toBe('http://localhost:3000/chat?token=tok+1');
    const stop = subscribeHub(HUB_TARGETS.auctionUpdate, () => undefined);
    await flush();
    expect(hubs[0]?.url).toBe('http://localhost:3000/chat?token=tok+1');
    expect(hubs[0]?.options).toMatchObject({ skipNegotiation: true, transport: 1 });
    stop();
  });

  it('retries a failed first connect every 5 s until it works', async () => {
    failStarts = 2;
    const stop = subscribeHub(HUB_TARGETS.auctionUpdate, () => undefined);
    await flush();
    expect(hubs).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(RETRY_MS - 1));
    expect(hubs).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(hubs).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(RETRY_MS));
    await flush();
    expect(hubs).toHaveLength(3);
    expect(hubs[2]?.start).toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(RETRY_MS * 3));
    expect(hubs).toHaveLength(3);
    stop();
  });

  it('reconnects 5 s after the connection closes, and stops when nobody listens', async () => {
    const stop = subscribeHub(HUB_TARGETS.auctionUpdate, () => undefined);
    await flush();
    act(() => hubs[0]?.closeHandlers.forEach((h) => h(new Error('gone'))));
    await act(async () => vi.advanceTimersByTime(RETRY_MS));
    await flush();
    expect(hubs).toHaveLength(2);
    stop();
    expect(hubs[1]?.stop).toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(RETRY_MS * 2));
    expect(hubs).toHaveLength(2);
  });

  it('writes what the hub pushes into the cached auction whose id matches', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      auctionKeys.detail(9),
      auctionDetail({ id: 9, last_price: 100, last_uid: 1, nick_name: 'Ann' }),
    );
    function AuctionScreen() {
      useAuctionLive(9);
      return null;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <AuctionScreen />
      </QueryClientProvider>,
    );
    await flush();
    const detail = () => queryClient.getQueryData<AuctionDetail>(auctionKeys.detail(9));
    const push = hubs[0]?.handlers.get('auctionUpdateResponse');
    act(() => push?.({ id: 8, last_price: 999, last_uid: 3, avatar: '', nick_name: 'Other' }));
    expect(detail()).toMatchObject({ last_price: 100, nick_name: 'Ann' });
    act(() => push?.({ id: 9, last_price: 120, last_uid: 2, avatar: 'a.png', nick_name: 'Bob' }));
    expect(detail()).toMatchObject({ last_price: 120, last_uid: 2, avatar: 'a.png', nick_name: 'Bob' });
    view.unmount();
    expect(hubs[0]?.stop).toHaveBeenCalled();
  });
});

describe('one hub for every live feature', () => {
  it('hands each target to its own listeners, over one connection', async () => {
    const arrived: unknown[] = [];
    const replies: unknown[] = [];
    const stopArrived = subscribeHub('messageArrived', (payload) => arrived.push(payload));
    const stopReplies = subscribeHub('kefuMessage', (payload) => replies.push(payload));
    await flush();
    expect(hubs).toHaveLength(1);
    act(() => hubs[0]?.handlers.get('messageArrived')?.({ box: 'gift' }));
    act(() => hubs[0]?.handlers.get('kefuMessage')?.({ id: 7, from: 'staff' }));
    expect(arrived).toEqual([{ box: 'gift' }]);
    expect(replies).toEqual([{ id: 7, from: 'staff' }]);
    stopArrived();
    expect(hubs[0]?.stop).not.toHaveBeenCalled();
    stopReplies();
    expect(hubs[0]?.stop).toHaveBeenCalled();
  });

  it('tells each listener when it is connected, and again after every reconnect', async () => {
    const connects = vi.fn();
    const stop = subscribeHub('messageArrived', () => undefined, connects);
    await flush();
    expect(connects).toHaveBeenCalledTimes(1);
    // A listener that joins an open connection reads its snapshot at once.
    const late = vi.fn();
    const stopLate = subscribeHub('kefuMessage', () => undefined, late);
    expect(late).toHaveBeenCalledTimes(1);
    act(() => hubs[0]?.closeHandlers.forEach((h) => h(new Error('gone'))));
    await act(async () => vi.advanceTimersByTime(RETRY_MS));
    await flush();
    expect(connects).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(2);
    stopLate();
    stop();
  });
});

describe('the hub state a screen may show', () => {
  it('is down from a failed first connect, or a close, until a retry connects', async () => {
    failStarts = 1;
    const changes: string[] = [];
    const stopWatching = subscribeHubState(() => changes.push(hubState()));
    expect(hubState()).toBe('idle');
    const stop = subscribeHub(HUB_TARGETS.auctionUpdate, () => undefined);
    await flush();
    expect(hubState()).toBe('down');
    await act(async () => vi.advanceTimersByTime(RETRY_MS));
    await flush();
    expect(hubState()).toBe('connected');
    act(() => hubs[1]?.closeHandlers.forEach((h) => h(new Error('gone'))));
    expect(hubState()).toBe('down');
    await act(async () => vi.advanceTimersByTime(RETRY_MS));
    await flush();
    expect(hubState()).toBe('connected');
    stop();
    expect(hubState()).toBe('idle');
    // A retry keeps saying down (never "connecting" again) until it works.
    expect(changes).toEqual(['connecting', 'down', 'connected', 'down', 'connected', 'idle']);
    stopWatching();
  });
});
