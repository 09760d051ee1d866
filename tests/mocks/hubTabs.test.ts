import { HUB_TARGETS } from '../../src/api/hubTargets';
import * as endpoints from '../../src/api/endpoints';
import type { UserInfo } from '../../src/api/account/account';
import { MessageType, parseFrames, RECORD_SEPARATOR } from '../../src/mocks/hub/protocol';
import { openTab, signIn, type Tab } from './browserTab';
import { memoryPersistence, withWebLock } from './memoryPersistence';
import { T0 } from './setupLocal';

const HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;
/** when LOT-RIVAL's first rival (Дмитрий Волков) bids, counted from the seeding (src/mocks/db/seedAuctions.ts) */
const RIVAL_BIDS_AT = T0 + 2 * 60_000;
/** Time for a message that was going to cross the channel to have crossed it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Undoes what a test opened: the tabs' channels, clients and auction tickers. */
const cleanups: (() => void)[] = [];

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});
afterAll(() => vi.resetModules());

type Invocation = { type: number; target: string; arguments: unknown[] };
const isInvocation = (message: unknown): message is Invocation =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  message.type === MessageType.Invocation;

/** A client of one tab's hub past its handshake, closed at the test's end: what was invoked on it, in order. */
function connect(tab: Tab, token = '') {
  const frames: string[] = [];
  const url = new URL(`ws://127.0.0.1:4173/chat?token=${token}`);
  const events = tab.hub.openHubConnection(
    { send: (data) => frames.push(data), close: () => undefined },
    url,
  );
  events.message(HANDSHAKE);
  cleanups.unshift(events.closed);
  const invocations = () => frames.flatMap(parseFrames).filter(isInvocation);
  return { invocations, targets: () => invocations().map((message) => message.target) };
}

type HubClient = ReturnType<typeof connect>;

/** Two tabs on one storage (with the Web Lock); unless told otherwise, their hubs on a channel of the test's own. */
async function twoTabs({ shareHubs = true } = {}) {
  const storage = withWebLock(memoryPersistence().persistence);
  const channelName = `qc-fake-hub-test-${Math.random().toString(36).slice(2)}`;
  const open = async () => {
    const tab = await openTab(storage);
    cleanups.push(() => tab.live.stopTicker());
    if (shareHubs) cleanups.push(tab.hubTabs.shareHubOver(new BroadcastChannel(channelName)));
    return tab;
  };
  return { tabA: await open(), tabB: await open() };
}

describe('fake hub: one hub for the tabs of a browser (BroadcastChannel)', () => {
  it('delivers a push made in one tab to the other tab’s clients, once, and never back', async () => {
    const { tabA, tabB } = await twoTabs();
    const [inA, inB] = [connect(tabA), connect(tabB)];

    tabA.hub.broadcast(HUB_TARGETS.auctionUpdate, { id: 7, last_price: 120 });
    expect(inA.targets()).toEqual([HUB_TARGETS.auctionUpdate]);
    await vi.waitFor(() => expect(inB.targets()).toHaveLength(1));
    tabB.hub.broadcast(HUB_TARGETS.auctionUpdate, { id: 7, last_price: 130 });
    await vi.waitFor(() => expect(inA.targets()).toHaveLength(2));
    await settle();

    const prices = (client: HubClient) =>
      client.invocations().map((message) => (message.arguments[0] as { last_price: number }).last_price);
    expect(prices(inA)).toEqual([120, 130]);
    expect(prices(inB)).toEqual([120, 130]);
  });

  it('delivers a user’s push only to the clients signed in as that user, in every tab', async () => {
    const { tabA, tabB } = await twoTabs();
    const token = await signIn(tabA);
    const { uid } = (await tabA<UserInfo>(endpoints.Profile.GetMyProfile, token)).data;
    const [memberInA, memberInB, guestInB] = [connect(tabA, token), connect(tabB, token), connect(tabB)];

    tabA.hub.sendToUser(uid, HUB_TARGETS.messageArrived, { box: 'notice' });
    await vi.waitFor(() => expect(memberInB.targets()).toEqual([HUB_TARGETS.messageArrived]));
    await settle();
    expect(memberInA.targets()).toEqual([HUB_TARGETS.messageArrived]);
    expect(guestInB.targets()).toEqual([]);
  });

  it('pushes an event the clock makes by itself once, though every tab catches up on it', async () => {
    const { tabA, tabB } = await twoTabs();
    const [inA, inB] = [connect(tabA), connect(tabB)];
    tabA.clock.setNow(RIVAL_BIDS_AT);
    tabB.clock.setNow(RIVAL_BIDS_AT);

    const catchUp = (tab: Tab) =>
      tab.live.liveTransaction(
        async () => true,
        (caughtUp) => caughtUp,
      );
    await Promise.all([catchUp(tabA), catchUp(tabB)]);
    await vi.waitFor(() => expect(inA.targets()).toHaveLength(1));
    await vi.waitFor(() => expect(inB.targets()).toHaveLength(1));
    await settle();

    expect(inA.invocations()).toEqual(inB.invocations());
    expect(inA.targets()).toEqual([HUB_TARGETS.auctionUpdate]);
  });

  it('keeps each tab’s pushes to its own clients where the browser has no BroadcastChannel', async () => {
    const { tabA, tabB } = await twoTabs({ shareHubs: false });
    vi.stubGlobal('BroadcastChannel', undefined);
    tabA.hubTabs.shareHubAcrossTabs();
    tabB.hubTabs.shareHubAcrossTabs();
    const [inA, inB] = [connect(tabA), connect(tabB)];

    tabA.hub.broadcast(HUB_TARGETS.auctionUpdate, { id: 7, last_price: 120 });
    await settle();
    expect(inA.targets()).toEqual([HUB_TARGETS.auctionUpdate]);
    expect(inB.targets()).toEqual([]);
  });
});
