import { HUB_TARGETS } from '../../src/api/hubTargets';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { RIVAL_REACT_MS } from '../../src/mocks/handlers/auction/db/auctions';
import { stopTicker, TICK_MS, tickerRunning } from '../../src/mocks/http/live';
import { openConnections } from '../../src/mocks/hub/socket';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { signInAt, userAt } from './ordersHelpers';
import { createPayPassword } from './myHelpers';
import { AUCTION_LOTS, AUCTION_USERS, auctionAt, listen, payDeposit, placeBid } from './auctionHelpers';

withFrozenClock();

afterEach(async () => {
  await vi.waitFor(() => expect(openConnections()).toBe(0));
  stopTicker();
});

/** The demo signed in with a payment password, its deposit paid in the auction of `lot`. */
async function demoIn(lot: string): Promise<{ token: string; id: number }> {
  const token = await signInDemo();
  await createPayPassword(token);
  const { id } = auctionAt(lot);
  expect((await payDeposit(token, id)).code).toBe(200);
  return { token, id };
}

const update = (id: number, index: number, price: number) => {
  const user = userAt(index);
  return {
    type: 1,
    target: HUB_TARGETS.auctionUpdate,
    arguments: [{ id, last_price: price, last_uid: user.uid, avatar: user.avatar, nick_name: user.nickName }],
  };
};

/** Long enough for the ticker (once a second) to have run, on a loaded machine. */
const TICKED = { timeout: 4 * TICK_MS };

describe('fake backend: auction pushes over the hub', () => {
  it('pushes an accepted bid to everyone, guests too, with exactly the update’s fields; a refusal pushes nothing', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.rival);
    const [guest, demo, other] = [
      await listen(),
      await listen(token),
      await listen(await signInAt(AUCTION_USERS.emily)),
    ];
    expect((await placeBid(token, id, 400)).code).toBe(400);
    expect((await placeBid(token, id, 493.99)).code).toBe(200);
    expect((await placeBid(token, id, 600)).code).toBe(400);
    for (const client of [guest, demo, other]) {
      await vi.waitFor(() => expect(client.received()).toEqual([update(id, AUCTION_USERS.demo, 493.99)]));
    }
    for (const client of [guest, demo, other]) client.socket.close();
  });

  it('pushes a rival’s bid when it comes due, with no request', async () => {
    const { id } = auctionAt(AUCTION_LOTS.rival);
    const guest = await listen();
    expect(tickerRunning()).toBe(true);
    clock.setNow(T0 + 2 * 60_000);
    await vi.waitFor(() => expect(guest.received()).toHaveLength(1), TICKED);
    const rival = db().auctionBids.at(-1);
    expect(rival).toMatchObject({
      auctionId: id,
      uid: userAt(AUCTION_USERS.dmitry).uid,
      createTime: T0 + 120_000,
    });
    expect(guest.received()).toEqual([update(id, AUCTION_USERS.dmitry, rival?.price ?? 0)]);
    guest.socket.close();
  });

  it('pushes the rival’s answer a minute after the user took the lead, once', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.rival);
    const guest = await listen();
    expect((await placeBid(token, id, 493.99)).code).toBe(200);
    clock.setNow(T0 + RIVAL_REACT_MS);
    await vi.waitFor(() => expect(guest.received()).toHaveLength(2), TICKED);
    expect(guest.received()).toEqual([
      update(id, AUCTION_USERS.demo, 493.99),
      update(id, AUCTION_USERS.minjun, 502.98),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1.5 * TICK_MS));
    expect(guest.received()).toHaveLength(2);
    guest.socket.close();
  });

  it('closes an auction at its end with no request and tells the winner (a notice arrived)', async () => {
    const { token, id } = await demoIn(AUCTION_LOTS.win);
    expect((await placeBid(token, id, 567.99)).code).toBe(200);
    const demo = await listen(token);
    clock.setNow(T0 + 30 * 60_000);
    const arrived = { type: 1, target: HUB_TARGETS.messageArrived, arguments: [{ box: 'notice' }] };
    const told = () => demo.received().filter((m) => m.target === HUB_TARGETS.messageArrived);
    await vi.waitFor(() => expect(told()).toEqual([arrived]), TICKED);
    expect(auctionAt(AUCTION_LOTS.win)).toMatchObject({ status: 2, closeTime: T0 + 30 * 60_000 });
    expect(db().notices.at(-1)).toMatchObject({ uid: userAt(AUCTION_USERS.demo).uid, kind: 'auctionWon' });
    demo.socket.close();
  });

  it('ticks only while someone is connected: one ticker however many clients, none after the last leaves', async () => {
    expect(tickerRunning()).toBe(false);
    const first = await listen();
    const second = await listen();
    expect(tickerRunning()).toBe(true);
    first.socket.close();
    await vi.waitFor(() => expect(openConnections()).toBe(1));
    expect(tickerRunning()).toBe(true);
    second.socket.close();
    await vi.waitFor(() => expect(openConnections()).toBe(0));
    expect(tickerRunning()).toBe(false);
    // Nobody listens: nothing is applied until someone asks.
    const before = auctionAt(AUCTION_LOTS.rival).rivalDueAt;
    clock.setNow(T0 + 10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1.5 * TICK_MS));
    expect(auctionAt(AUCTION_LOTS.rival).rivalDueAt).toBe(before);
  });

  it('runs on fake timers: one interval for the ticker beside each client’s pinger, a tick pushes what came due', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const guest = await listen();
      const other = await listen();
      expect(vi.getTimerCount()).toBe(3);
      clock.setNow(T0 + 2 * 60_000);
      await vi.advanceTimersByTimeAsync(TICK_MS);
      await vi.waitFor(() => expect(guest.received()).toHaveLength(1));
      expect(other.received()).toEqual(guest.received());
      guest.socket.close();
      other.socket.close();
      await vi.waitFor(() => expect(openConnections()).toBe(0));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
