import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signIn } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { formatAmount } from '../../src/lib/money';
import { getInviteList, type Invitee } from '../../src/api/account/profile';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { cachedMe, renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

const PATH = '/pages/my/partners';

const row = (invitee: Pick<Invitee, 'nickName'>) => screen.getByRole('article', { name: invitee.nickName });
const firstRow = (invitee: Pick<Invitee, 'nickName'>) =>
  screen.findByRole('article', { name: invitee.nickName }, { timeout: 5000 });

async function demoInvitees() {
  const grant = await signInDemo();
  const { list, total } = await getInviteList({ pageIndex: 1, pageSize: 20 });
  const find = (status: Invitee['invitation']) => {
    const found = list.find((invitee) => invitee.invitation === status);
    if (!found) throw new Error(`the demo has no invitee with invitation ${String(status)}`);
    return found;
  };
  return { grant, list, total, find };
}

describe('partners', () => {
  it('lists the invited users with when they joined and the QC they brought', async () => {
    const { list, total } = await demoInvitees();
    renderRoute(PATH);
    const first = list[0];
    if (!first) throw new Error('the demo has no invitees');
    await firstRow(first);
    expect(screen.getByText(`Friends invited: ${total}`)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(list.length);
    for (const invitee of list) {
      const card = within(row(invitee));
      expect(card.getByText(invitee.nickName)).toBeInTheDocument();
      expect(card.getByText(`+${formatAmount(invitee.reward, 'en')} QC`)).toBeInTheDocument();
      expect(card.getByText(/^Joined /)).toBeInTheDocument();
    }
  });

  it("shows a leader each invitee's team invitation, and whom they may invite (again)", async () => {
    const { find } = await demoInvitees();
    renderRoute(PATH);
    const accepted = within(await firstRow(find('accepted')));
    expect(accepted.getByText('In your team')).toBeInTheDocument();
    expect(accepted.queryByRole('button')).not.toBeInTheDocument();

    const rejected = within(row(find('rejected')));
    expect(rejected.getByText('Declined')).toBeInTheDocument();
    expect(rejected.getByRole('button', { name: 'Invite again' })).toBeInTheDocument();

    const expired = within(row(find('expired')));
    expect(expired.getByText('Invitation expired')).toBeInTheDocument();
    expect(expired.getByRole('button', { name: 'Invite again' })).toBeInTheDocument();

    expect(within(row(find(null))).getByRole('button', { name: 'Invite to team' })).toBeInTheDocument();
  });

  it('sends a team invitation once; the invitee then shows it pending', async () => {
    const user = setupUser();
    const { find } = await demoInvitees();
    const never = find(null);
    const sends = countRequests(endpoints.Message.SendTeamInvitation.path);
    renderRoute(PATH);
    await firstRow(never);
    await user.dblClick(within(row(never)).getByRole('button', { name: 'Invite to team' }));
    expect(await screen.findByText(`Invitation sent to ${never.nickName}`)).toBeInTheDocument();
    await waitFor(() => expect(within(row(never)).getByText('Invitation pending')).toBeInTheDocument());
    expect(within(row(never)).queryByRole('button')).not.toBeInTheDocument();
    expect(sends.count).toBe(1);
    sends.stop();
    const { list } = await getInviteList({ pageIndex: 1, pageSize: 20 });
    expect(list.find((invitee) => invitee.uid === never.uid)?.invitation).toBe('pending');
  });

  it('shows someone who leads no team just the list', async () => {
    const { grant, list } = await demoInvitees();
    server.use(
      http.get(`*${endpoints.Profile.GetMyProfile.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { ...grant.userInfo, isTeam: false } }),
      ),
    );
    renderRoute(PATH);
    const first = list[0];
    if (!first) throw new Error('the demo has no invitees');
    await firstRow(first);
    await waitFor(() => expect(cachedMe().isTeam).toBe(false));
    expect(screen.queryByRole('button', { name: /Invite (to team|again)/ })).not.toBeInTheDocument();
    expect(screen.queryByText('In your team')).not.toBeInTheDocument();
  });

  it('says so when nobody has signed up with the code', async () => {
    // A seeded user who invited nobody.
    const grant = await signIn({ phoneRegion: '+1', phoneNumber: '2025550143', password: 'Demo1234' });
    useSession.getState().signIn(grant.token, grant.userInfo.uid);
    const user = setupUser();
    const { router } = renderRoute(PATH);
    expect(
      await screen.findByText('Nobody has signed up with your code yet', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Friends invited: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite friends' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/share'));
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    await signInDemo();
    server.use(
      http.get(`*${endpoints.Profile.GetInviteList.path}`, () =>
        HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
      ),
    );
    renderRoute(PATH);
    expect(await screen.findByTestId('error-state', {}, { timeout: 5000 })).toHaveTextContent('Server busy');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
