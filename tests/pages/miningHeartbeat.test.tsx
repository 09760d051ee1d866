import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from '../../src/api/client';
import { Mining } from '../../src/api/endpoints';
import { miningKeys, type MiningGroup, type MiningPage } from '../../src/api/mining/mining';
import { HEARTBEAT_MS, useMiningHeartbeat } from '../../src/features/mining/useMiningHeartbeat';

// The hook's calls stop at the client: each heartbeat is counted and answered by the test.
vi.mock('../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/client')>()),
  call: vi.fn(),
}));

const beat = vi.mocked(call);
const ANSWER = { session_income: 0.0125, weight: 1.1025, online_members: 2, speed: 0.5513 };

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const PAGE: MiningPage = {
  status: 1,
  started_at: 1,
  ends_at: 86_400_001,
  base_speed: 0.5,
  weight: 1,
  speed: 0.5,
  session_income: 0,
  today_income: 0,
  total_income: 0,
  signed_today: false,
  group_id: 1,
  last_heartbeat: 1,
  server_time: 1,
};

function mount(running = true) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(miningKeys.page(), PAGE);
  queryClient.setQueryData<MiningGroup>(miningKeys.group(), {
    id: 1,
    name: 'QC Pioneers',
    code: 'PIONEER',
    leader_uid: 100003,
    leader_name: '王小明',
    member_count: 5,
    online_count: 2,
    weight: 1,
    today_income: 0,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ on }: { on: boolean }) => useMiningHeartbeat(on), {
    wrapper,
    initialProps: { on: running },
  });
  return { ...view, queryClient };
}

/** The intervals running now (React Query's own timers are timeouts, not counted). */
let live = new Set<unknown>();
function watchIntervals() {
  live = new Set();
  const set = globalThis.setInterval;
  const clear = globalThis.clearInterval;
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
    const id = set(...args);
    live.add(id);
    return id;
  }) as typeof setInterval);
  vi.spyOn(globalThis, 'clearInterval').mockImplementation((id) => {
    live.delete(id);
    clear(id);
  });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The beats sent so far (a mutation sends on the next microtask). */
async function expectBeats(count: number) {
  await advance(0);
  expect(beat).toHaveBeenCalledTimes(count);
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  beat.mockReset();
  beat.mockResolvedValue(ANSWER);
  watchIntervals();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the mining heartbeat', () => {
  it('beats at once, then every 60 s while the session runs and the page is visible', async () => {
    mount();
    await expectBeats(1);
    await advance(HEARTBEAT_MS - 1);
    await expectBeats(1);
    await advance(1);
    await expectBeats(2);
    await advance(3 * HEARTBEAT_MS);
    await expectBeats(5);
  });

  it('does not beat without a running session, and starts when one starts', async () => {
    const { rerender } = mount(false);
    await advance(5 * HEARTBEAT_MS);
    await expectBeats(0);
    rerender({ on: true });
    await expectBeats(1);
    await advance(HEARTBEAT_MS);
    await expectBeats(2);
  });

  it('stops while hidden and beats at once when shown again', async () => {
    mount();
    await expectBeats(1);
    setVisibility('hidden');
    await advance(10 * HEARTBEAT_MS);
    await expectBeats(1);
    expect(live.size).toBe(0);
    setVisibility('visible');
    await expectBeats(2);
    await advance(HEARTBEAT_MS);
    await expectBeats(3);
  });

  it('keeps exactly one timer however often the page is shown', async () => {
    mount();
    for (let i = 0; i < 5; i += 1) setVisibility('visible');
    await expectBeats(1);
    expect(live.size).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      setVisibility('hidden');
      setVisibility('visible');
    }
    await expectBeats(4);
    expect(live.size).toBe(1);
    await advance(HEARTBEAT_MS);
    await expectBeats(5);
  });

  it('opened while hidden, waits until shown', async () => {
    visibility = 'hidden';
    mount();
    await advance(3 * HEARTBEAT_MS);
    await expectBeats(0);
    setVisibility('visible');
    await expectBeats(1);
  });

  it('stops when the page is left or the session ends', async () => {
    const first = mount();
    first.unmount();
    await advance(5 * HEARTBEAT_MS);
    await expectBeats(1);
    expect(live.size).toBe(0);
    setVisibility('visible');
    await expectBeats(1);

    const second = mount();
    await expectBeats(2);
    second.rerender({ on: false });
    await advance(5 * HEARTBEAT_MS);
    await expectBeats(2);
    expect(live.size).toBe(0);
  });

  it('sends the heartbeat call, silently', async () => {
    mount();
    await advance(0);
    expect(beat).toHaveBeenCalledWith(
      Mining.heartbeat,
      undefined,
      expect.objectContaining({ silent: true, answer: expect.anything() }),
    );
  });

  it("writes the beat's income, weight and speed into the cached page and group", async () => {
    const { queryClient } = mount();
    await advance(0);
    const page = queryClient.getQueryData<MiningPage>(miningKeys.page());
    expect(page).toMatchObject({ session_income: 0.0125, weight: 1.1025, speed: 0.5513, status: 1 });
    expect(queryClient.getQueryData<MiningGroup>(miningKeys.group())?.weight).toBe(1.1025);
  });

  it('a failed beat is silent and the next tick tries again', async () => {
    beat.mockRejectedValueOnce(new Error('offline'));
    const { queryClient } = mount();
    await advance(0);
    expect(queryClient.getQueryData<MiningPage>(miningKeys.page())?.session_income).toBe(0);
    // refused ("mining is not running": the session ended meanwhile): the page is to be read again
    expect(queryClient.getQueryState(miningKeys.page())?.isInvalidated).toBe(true);
    await advance(HEARTBEAT_MS);
    await expectBeats(2);
    expect(queryClient.getQueryData<MiningPage>(miningKeys.page())?.session_income).toBe(0.0125);
  });
});
