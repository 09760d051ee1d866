import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { HUB_TARGETS } from '../../src/api/hubTargets';
import { getKefuMessages } from '../../src/api/messages/kefu';
import { getMyNoticeList, getUnRead, type Notice } from '../../src/api/messages/message';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { giveMoney } from '../../src/mocks/handlers/message/db/gifts';
import { INVITATION_TTL_MS, sendInvitation, teamOf } from '../../src/mocks/handlers/message/db/invitations';
import {
  answerDueMessages,
  KEFU_REPLY_DELAY_MS,
  postUserMessage,
} from '../../src/mocks/handlers/kefu/db/kefu';
import { server } from '../../src/mocks/node';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

/**
 * The hub, as the screens see it: what they subscribe to, so that a test can push as the server would, or
 * report a (re)connect. The socket itself is tested in tests/socket and tests/mocks/messagePush.
 */
const hub = vi.hoisted(() => ({
  subscriptions: new Set<{ target: string; listener: (payload: never) => void; onConnected?: () => void }>(),
  state: 'connected' as 'connecting' | 'connected',
  stateListeners: new Set<() => void>(),
}));
vi.mock('../../src/socket/connection', () => ({
  subscribeHub: (target: string, listener: (payload: never) => void, onConnected?: () => void) => {
    const subscription = { target, listener, onConnected };
    hub.subscriptions.add(subscription);
    return () => hub.subscriptions.delete(subscription);
  },
  hubState: () => hub.state,
  subscribeHubState: (listener: () => void) => {
    hub.stateListeners.add(listener);
    return () => hub.stateListeners.delete(listener);
  },
}));
// jsdom has no canvas: the resize is replaced by one that hands back a small JPEG of the same bytes.
const resize = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], 'small.jpg', { type: 'image/jpeg' })),
);
vi.mock('../../src/lib/resizeImage', () => ({ resizeImage: resize }));

const push = (target: string, payload: unknown) =>
  act(() => hub.subscriptions.forEach((s) => s.target === target && s.listener(payload as never)));
const reconnect = () => act(() => hub.subscriptions.forEach((s) => s.onConnected?.()));

const HUB = '/pages/message/index';
const SYSTEM = '/pages/message/system';
const INVITES = '/pages/message/inviteMessage';
const SERVICE = '/pages/message/service';
const ALL_NOTICES = { pageIndex: 1, pageSize: 100 };

const boxRow = (name: string) =>
  screen.findByRole('link', { name: new RegExp(`^${name}`) }, { timeout: 5000 });
/** A notice's card: the list shows them in the server's order (titles repeat: a gift notice per gift). */
const noticeCard = (notices: readonly Notice[], notice: Notice) =>
  screen.getAllByRole('article')[notices.indexOf(notice)] ?? null;

async function demoNotices() {
  await signInDemo();
  return (await getMyNoticeList(ALL_NOTICES)).list;
}

describe('message tab', () => {
  it('asks a guest to sign in, and shows no error', async () => {
    const user = setupUser();
    const { router } = renderRoute(HUB);
    expect(await screen.findByText('Sign in to see your messages')).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(HUB);
  });

  it('shows each box with its latest line and how many are unread', async () => {
    const notices = await demoNotices();
    const counts = await getUnRead();
    renderRoute(HUB);
    const system = await boxRow('System notices');
    const latest = notices[0];
    if (!latest) throw new Error('the demo has no notices');
    expect(within(system).getByText(latest.title)).toBeInTheDocument();
    expect(counts.notice).toBeGreaterThan(0);
    expect(within(system).getByText(String(counts.notice))).toBeInTheDocument();
    for (const name of ['Gifts', 'Team invitations', 'Customer support'])
      expect(await boxRow(name)).toBeVisible();
  });

  it('shows the unread total on the message tab once the page has settled', async () => {
    await signInDemo();
    const { total } = await getUnRead();
    renderRoute('/pages/my/index');
    const tab = await screen.findByRole('link', { name: `Messages ${total} unread` }, { timeout: 5000 });
    expect(within(tab).getByText(String(total))).toBeInTheDocument();
    // It waits for the browser's first idle moment (two seconds here, without idle callbacks).
  }, 10_000);

  it('reads the unread counts once when the socket connects after the page settled', async () => {
    await signInDemo();
    const { total } = await getUnRead();
    const reads = countRequests(endpoints.Message.GetUnRead.path);
    hub.state = 'connecting';
    try {
      renderRoute('/pages/my/index');
      // The page settles (its idle moment) while the socket is still connecting: the counts wait for it.
      await waitFor(() => expect(hub.subscriptions.size).toBeGreaterThan(0), { timeout: 5000 });
      expect(reads.count).toBe(0);
      // Connected: the socket's state changes, then each subscription takes its snapshot (src/socket).
      act(() => {
        hub.state = 'connected';
        hub.stateListeners.forEach((listener) => listener());
      });
      reconnect();
      await screen.findByRole('link', { name: `Messages ${total} unread` });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reads.count).toBe(1);
    } finally {
      reads.stop();
      hub.state = 'connected';
    }
  }, 10_000);

  it('says a box failed to load and loads it again on retry', async () => {
    const user = setupUser();
    await signInDemo();
    let failures = 1;
    server.use(
      http.get(`*${endpoints.Message.GetUnRead.path}`, () =>
        failures-- > 0 ? HttpResponse.json({ code: 500, msg: 'Server busy', data: null }) : undefined,
      ),
    );
    renderRoute(HUB);
    await user.click(await screen.findByRole('button', { name: /Retry/ }, { timeout: 5000 }));
    expect(await boxRow('System notices')).toBeVisible();
  });
});

describe('system notices', () => {
  it('marks a notice read when it is opened, once, and the unread count falls', async () => {
    const user = setupUser();
    const notices = await demoNotices();
    const unread = notices.find((notice) => !notice.read);
    if (!unread) throw new Error('the demo has no unread notice');
    const before = (await getUnRead()).notice;
    const clears = countRequests(endpoints.Message.ClearMessage.path);
    renderRoute(SYSTEM);
    await screen.findAllByRole('article', undefined, { timeout: 5000 });
    const card = () => noticeCard(notices, unread) as HTMLElement;
    expect(within(card()).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    const head = within(card()).getByRole('button', { expanded: false });
    await user.click(head);
    expect(within(card()).getByRole('button', { expanded: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card()).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument(),
    );
    // Closing and opening again sends nothing more.
    await user.click(within(card()).getByRole('button', { expanded: true }));
    await user.click(within(card()).getByRole('button', { expanded: false }));
    expect(clears.count).toBe(1);
    clears.stop();
    expect((await getUnRead()).notice).toBe(before - 1);
  });

  it('marks every notice read after asking, and not before', async () => {
    const user = setupUser();
    await demoNotices();
    renderRoute(SYSTEM);
    await screen.findAllByRole('img', { name: 'Unread' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark every notice as read?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await getUnRead()).notice).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark every notice as read?' })).getByRole('button', {
        name: 'Mark all read',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
    expect((await getUnRead()).notice).toBe(0);
  });

  it('opens the page of what a notice is about', async () => {
    const user = setupUser();
    const notices = await demoNotices();
    const drawn = notices.find((notice) => notice.kind === 'drawWon' || notice.kind === 'drawLost');
    if (!drawn?.refId) throw new Error('the demo has no draw notice with its order');
    const { router } = renderRoute(SYSTEM);
    await screen.findAllByRole('article', undefined, { timeout: 5000 });
    const card = noticeCard(notices, drawn) as HTMLElement;
    await user.click(within(card).getByRole('button', { expanded: false }));
    await user.click(within(card).getByRole('link', { name: 'View' }));
    const page = drawn.refKind === 'crowd' ? '/pages/order/detailsTally' : '/pages/order/detailsLottery';
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(router.state.location.search).toBe(`?id=${drawn.refId}`);
  });

  it('shows a notice of a kind this app does not know, with nothing to open', async () => {
    const user = setupUser();
    await signInDemo();
    const notice = (id: number, kind: string, refKind: string | null, title: string) => ({
      id,
      kind,
      refId: 7,
      refKind,
      title,
      content: `${title}: the details`,
      read: true,
      createTime: clock.now() - id * 60_000,
    });
    const notices = [
      // An order of a kind a newer server added, and a notice of a kind it added.
      notice(1, 'drawWon', 'lottery', 'You won a lottery draw'),
      notice(2, 'vipUpgraded', null, 'You are a VIP now'),
      notice(3, 'auctionWon', 'auction', 'You won an auction'),
    ];
    server.use(
      http.get(`*${endpoints.Message.GetMyNoticeList.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: notices, total: notices.length } }),
      ),
    );
    renderRoute(SYSTEM);
    const cards = await screen.findAllByRole('article', undefined, { timeout: 5000 });
    expect(cards).toHaveLength(3);
    for (const card of cards) await user.click(within(card).getByRole('button', { expanded: false }));
    const [unknownOrder, unknownKind, known] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(unknownOrder).getByText('You won a lottery draw: the details')).toBeVisible();
    expect(within(unknownOrder).queryByRole('link')).toBeNull();
    expect(within(unknownKind).getByText('You are a VIP now: the details')).toBeVisible();
    expect(within(unknownKind).queryByRole('link')).toBeNull();
    expect(within(known).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/pages/order/auctionDetails?id=7',
    );
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });

  it('says when there are no notices', async () => {
    await signInDemo();
    server.use(
      http.get(`*${endpoints.Message.GetMyNoticeList.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0 } }),
      ),
    );
    renderRoute(SYSTEM);
    expect(await screen.findByText('No notices yet', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('team invitations', () => {
  /** Another leader invites the demo now, on the server's clock. */
  async function invitedByAnotherLeader() {
    const grant = await signInDemo();
    const state = db();
    const leader = state.users.find((u) => u.isTeam && u.uid !== grant.userInfo.uid);
    if (!leader) throw new Error('the seed has no other team leader');
    sendInvitation(state, leader.uid, grant.userInfo.uid, clock.now());
    return { uid: grant.userInfo.uid, leader };
  }

  /** The newest invitation from `name` (the list is newest first; the seed has an older, expired one). */
  const invitationFrom = async (name: string) => {
    const [newest] = await screen.findAllByRole(
      'article',
      { name: `${name} invites you to their team` },
      { timeout: 5000 },
    );
    if (!newest) throw new Error(`no invitation from ${name}`);
    return newest;
  };

  it('joins the team after asking; the invitation shows accepted and the server has the member', async () => {
    const user = setupUser();
    const { uid, leader } = await invitedByAnotherLeader();
    const handles = countRequests(endpoints.Message.HandleTeamInvitation.path);
    renderRoute(INVITES);
    const card = await invitationFrom(leader.nickName);
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    const ask = await screen.findByRole('dialog', { name: `Join ${leader.nickName}'s team?` });
    await user.click(within(ask).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(within(card).getByText('Accepted')).toBeInTheDocument());
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(handles.count).toBe(1);
    handles.stop();
    expect(teamOf(db(), uid)?.leaderUid).toBe(leader.uid);
  });

  it('declines after asking, and sends nothing when the question is cancelled', async () => {
    const user = setupUser();
    const { leader } = await invitedByAnotherLeader();
    const handles = countRequests(endpoints.Message.HandleTeamInvitation.path);
    renderRoute(INVITES);
    const card = await invitationFrom(leader.nickName);
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: `Decline ${leader.nickName}'s invitation?` }),
      ).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(handles.count).toBe(0);
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: `Decline ${leader.nickName}'s invitation?` }),
      ).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(within(card).getByText('Declined')).toBeInTheDocument());
    expect(handles.count).toBe(1);
    handles.stop();
  });

  it('an invitation that ran out on the server cannot be answered: it says so and shows it expired', async () => {
    const user = setupUser();
    const { uid, leader } = await invitedByAnotherLeader();
    renderRoute(INVITES);
    const card = await invitationFrom(leader.nickName);
    clock.advance(INVITATION_TTL_MS + 1);
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Join ${leader.nickName}'s team?` })).getByRole(
        'button',
        {
          name: 'Join',
        },
      ),
    );
    await waitFor(() => expect(within(card).getByText('Expired')).toBeInTheDocument());
    expect(teamOf(db(), uid)?.leaderUid).not.toBe(leader.uid);
  });
});

describe('support chat', () => {
  const conversation = () => screen.findByRole('list', { name: 'Customer support' }, { timeout: 5000 });
  const bubbles = async () => within(await conversation()).getAllByRole('listitem');
  /** The newest message on screen, now. */
  const newest = () =>
    within(screen.getByRole('list', { name: 'Customer support' }))
      .getAllByRole('listitem')
      .at(-1);

  async function write(user: ReturnType<typeof setupUser>, text: string) {
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), text);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  }

  it('shows the conversation oldest first, newest at the bottom', async () => {
    const grant = await signInDemo();
    const uid = grant.userInfo.uid;
    postUserMessage(db(), uid, { type: 'text', content: 'First question', lang: 'en_us' }, clock.now());
    clock.advance(KEFU_REPLY_DELAY_MS);
    answerDueMessages(db(), clock.now());
    postUserMessage(
      db(),
      uid,
      { type: 'text', content: '<b>Second</b> question', lang: 'en_us' },
      clock.now(),
    );
    renderRoute(SERVICE);
    const items = await bubbles();
    expect(items[0]).toHaveTextContent('First question');
    // A reply came between the two; server text shows as text.
    expect(items[1]).toHaveTextContent('Support:');
    expect(items.at(-1)).toHaveTextContent('<b>Second</b> question');
  });

  it('sends a text once however often it is tapped, shows it sent, and the reply arrives without reloading', async () => {
    const user = setupUser();
    await signInDemo();
    const sends = countRequests(endpoints.KeFu.send.path);
    renderRoute(SERVICE);
    await conversation();
    await write(user, 'Where is my parcel?');
    // A second tap on a cleared input sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(newest()).toHaveTextContent(/Where is my parcel\?.*Sent/));
    expect(sends.count).toBe(1);
    sends.stop();
    // Support answers a few seconds later, pushed over the hub: it joins the conversation once.
    clock.advance(KEFU_REPLY_DELAY_MS);
    const { list } = await getKefuMessages({ pageIndex: 1, pageSize: 1 });
    const reply = list[0];
    expect(reply?.from).toBe('staff');
    await push(HUB_TARGETS.kefuMessage, reply);
    await push(HUB_TARGETS.kefuMessage, reply);
    await waitFor(() => expect(newest()).toHaveTextContent(`Support:${reply?.content ?? ''}`));
    expect(screen.getAllByText(reply?.content ?? '')).toHaveLength(1);
  });

  it('reads what it missed after a reconnect and when it is shown again', async () => {
    const user = setupUser();
    await signInDemo();
    renderRoute(SERVICE);
    await conversation();
    await write(user, 'Hello?');
    await waitFor(() => expect(newest()).toHaveTextContent(/Hello\?.*Sent/));
    clock.advance(KEFU_REPLY_DELAY_MS);
    await reconnect();
    await waitFor(() => expect(newest()).toHaveTextContent('Support:'));
    await write(user, 'Thanks');
    await waitFor(() => expect(newest()).toHaveTextContent(/Thanks.*Sent/));
    clock.advance(KEFU_REPLY_DELAY_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(newest()).toHaveTextContent('Support:'));
    expect(
      within(screen.getByRole('list', { name: 'Customer support' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('a message whose answer was lost fails with a retry, which does not store it twice', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const uid = grant.userInfo.uid;
    // The server stores the message, but the answer never reaches the phone.
    server.use(
      http.post(
        `*${endpoints.KeFu.send.path}`,
        async ({ request }) => {
          const body = (await request.json()) as { content: string; clientId: string };
          postUserMessage(
            db(),
            uid,
            { type: 'text', content: body.content, lang: 'en_us', clientId: body.clientId },
            clock.now(),
          );
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    renderRoute(SERVICE);
    await conversation();
    await write(user, 'Is anyone there?');
    await user.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    await waitFor(() => expect(newest()).toHaveTextContent(/Is anyone there\?.*Sent/));
    expect(db().kefu.filter((row) => row.uid === uid && row.from === 'user')).toHaveLength(1);
  });

  it('sends a picture: resized, uploaded with its progress shown, then sent once as a picture', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const uploads = countRequests(endpoints.Profile.Upload.path);
    const sends = countRequests(endpoints.KeFu.send.path);
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // Held until the test has seen the upload under way; then the fake backend answers it.
    server.use(
      http.post(`*${endpoints.Profile.Upload.path}`, () => held.then(() => undefined), { once: true }),
    );
    renderRoute(SERVICE);
    await conversation();
    const picture = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('.chat-composer input[type="file"]');
    if (!input) throw new Error('no picture input');
    await user.upload(input, picture);
    await waitFor(() => expect(uploads.count).toBe(1));
    expect(resize).toHaveBeenCalledWith(picture);
    expect(newest()).toHaveTextContent(/Uploading \d+ %/);
    expect(sends.count).toBe(0);
    arrive();
    await waitFor(() => expect(newest()).toHaveTextContent(/Sent/));
    expect(within(newest() as HTMLElement).getByRole('img', { name: 'Picture' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
    expect(uploads.count).toBe(1);
    expect(sends.count).toBe(1);
    uploads.stop();
    sends.stop();
    const stored = db().kefu.filter((row) => row.uid === grant.userInfo.uid && row.from === 'user');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'image', content: expect.stringMatching(/^data:image\/jpeg/) });
  });

  it('refuses a text over 140 characters before sending it', async () => {
    const user = setupUser();
    await signInDemo();
    renderRoute(SERVICE);
    await conversation();
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'x'.repeat(141));
    expect(screen.getByRole('alert')).toHaveTextContent('At most 140 characters');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says the conversation failed to load and loads it on retry', async () => {
    const user = setupUser();
    await signInDemo();
    server.use(http.get(`*${endpoints.KeFu.list.path}`, () => HttpResponse.error(), { once: true }));
    renderRoute(SERVICE);
    await user.click(await screen.findByTestId('error-state', undefined, { timeout: 5000 }));
    expect(await conversation()).toBeInTheDocument();
  });
});

describe('gift box', () => {
  const GIFTS = '/pages/message/GiftMessage';
  const giftCard = (title: string) => screen.findAllByRole('article', { name: title }, { timeout: 5000 });

  it('lists the gifts received with the sender masked and their state; one is claimed once, and money is credited', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const uid = grant.userInfo.uid;
    const money = db().gifts.find((g) => g.receiverUid === uid && g.status === 0 && g.kind === 'balance');
    if (!money) throw new Error('the seed has no balance gift waiting for the demo');
    const balanceBefore = db().users.find((u) => u.uid === uid)?.balance ?? 0;
    const claims = countRequests(endpoints.UserOrders.ClaimGift.path);
    renderRoute(GIFTS);
    const [card] = await giftCard('Balance');
    if (!card) throw new Error('no balance gift on screen');
    expect(within(card).getByText(/^From J\*+o · CN¥88\.80$/)).toBeInTheDocument();
    expect(within(card).getByText('Unclaimed')).toBeInTheDocument();
    expect(screen.getByText(/Gifts cannot be returned once sent/)).toBeInTheDocument();
    await user.dblClick(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(within(card).getByText('Claimed')).toBeInTheDocument());
    expect(claims.count).toBe(1);
    claims.stop();
    expect(db().users.find((u) => u.uid === uid)?.balance).toBe(balanceBefore + money.quantity);
  });

  it('lists the gifts sent, to whom (masked), with no claim', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const state = db();
    const demo = state.users.find((u) => u.uid === grant.userInfo.uid);
    const friend = state.users.find((u) => u.uid !== grant.userInfo.uid && u.nickName === 'Sophie Martin');
    if (!demo || !friend) throw new Error('the seed lacks the demo or Sophie Martin');
    giveMoney(state, demo, friend, 'points', 50, clock.now());
    renderRoute(GIFTS);
    await giftCard('Balance');
    await user.click(screen.getByRole('radio', { name: 'Sent' }));
    const [card] = await giftCard('Points');
    if (!card) throw new Error('no sent gift on screen');
    expect(within(card).getByText(/^To S\*+n · 50 points$/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });
});
