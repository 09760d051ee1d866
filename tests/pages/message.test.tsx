import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getMyNoticeList, getUnRead, type Notice } from '../../src/api/message';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { INVITATION_TTL_MS, sendInvitation, teamOf } from '../../src/mocks/db/invitations';
import { server } from '../../src/mocks/node';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

const HUB = '/pages/message/index';
const SYSTEM = '/pages/message/system';
const INVITES = '/pages/message/inviteMessage';
const ALL_NOTICES = { pageIndex: 1, pageSize: 100 };

const boxRow = (name: string) =>
  screen.findByRole('link', { name: new RegExp(`^${name}`) }, { timeout: 5000 });
const noticeCard = (notice: Pick<Notice, 'title'>) =>
  screen.getAllByRole('article').find((card) => within(card).queryByText(notice.title)) ?? null;

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
  });

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
    await screen.findByText(unread.title, undefined, { timeout: 5000 });
    const card = () => noticeCard(unread) as HTMLElement;
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
    await screen.findByText(drawn.title, undefined, { timeout: 5000 });
    await act(async () => {
      await user.click(within(noticeCard(drawn) as HTMLElement).getByRole('button', { expanded: false }));
    });
    await user.click(within(noticeCard(drawn) as HTMLElement).getByRole('link', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/detailsLottery'));
    expect(router.state.location.search).toBe(`?id=${drawn.refId}`);
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
