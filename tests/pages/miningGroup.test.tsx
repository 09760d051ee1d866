import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import {
  getMiningGroup,
  getMiningGroupUsers,
  getMiningRank,
  getMiningRankCount,
} from '../../src/api/mining/mining';
import { maskName } from '../../src/lib/format';
import { clock } from '../../src/mocks/clock';
import { db, resetDb } from '../../src/mocks/db';
import { renderRoute, setupUser } from '../render';
import { inDialog, signInDemo } from './myMoneyFixtures';
import { failOnce, freezeWalletClock, signInWalletUser, WALLET_NOW } from './walletBackend';
import { openMiningTab } from './miningFixtures';

const M = endpoints.Mining;
const PATH = '/pages/wallet/mining';

freezeWalletClock();

const snapshot = () => JSON.stringify(db());

describe('node mining: the group', () => {
  it("shows the user's group: code, members, who is online and the weight per online member", async () => {
    await signInWalletUser('oliver');
    const group = await getMiningGroup();
    const members = await getMiningGroupUsers({ pageIndex: 1, pageSize: 20 });
    if (!group) throw new Error('Oliver is in no group');
    renderRoute(`${PATH}?tab=group`);
    const card = await screen.findByRole('region', { name: 'My group' });
    expect(card).toHaveTextContent('QC Pioneers');
    expect(card).toHaveTextContent(`Leader: ${maskName(group.leader_name)}`);
    expect(within(card).getByTestId('mining-group-code')).toHaveTextContent('PIONEER');
    const figures = within(card).getByTestId('mining-group-figures');
    expect(within(figures).getByText('Members').nextElementSibling).toHaveTextContent(
      String(group.member_count),
    );
    expect(within(figures).getByText('Online').nextElementSibling).toHaveTextContent(
      String(group.online_count),
    );
    expect(within(figures).getByTestId('mining-group-weight')).toHaveTextContent(`×${group.weight}`);
    expect(card).toHaveTextContent('×1.05 per online member');

    const rows = await screen.findAllByTestId('mining-member');
    expect(rows).toHaveLength(members.list.length);
    // online first, names of others masked, the user's own named
    const onlineFlags = members.list.map((member) => member.online);
    expect(onlineFlags).toEqual([...onlineFlags].sort((a, b) => Number(b) - Number(a)));
    members.list.forEach((member, index) => {
      const row = rows[index] as HTMLElement;
      if (member.uid === 100002) expect(row).toHaveTextContent(`${member.nick_name} (you)`);
      else expect(row).toHaveTextContent(maskName(member.nick_name));
      expect(row).toHaveTextContent(member.online ? 'Online' : 'Offline');
    });
  });

  it('without a group, says so; an unknown code is refused with the server message and changes nothing', async () => {
    await signInDemo();
    const user = setupUser();
    renderRoute(`${PATH}?tab=group`);
    expect(await screen.findByTestId('mining-no-group')).toHaveTextContent('You are not in a group');
    const form = screen.getByRole('region', { name: 'Join a group' });
    const before = snapshot();
    await user.type(within(form).getByLabelText('Group code'), 'NOPE42');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Group not found');
    expect(snapshot()).toBe(before);
    expect(screen.getByTestId('mining-no-group')).toBeInTheDocument();
  });

  it('joins by code (any case, spaces trimmed): the group and its members appear', async () => {
    await signInDemo();
    const user = setupUser();
    renderRoute(`${PATH}?tab=group`);
    const form = await screen.findByRole('region', { name: 'Join a group' });
    await user.type(within(form).getByLabelText('Group code'), ' seoul8 ');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Seoul Nodes')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'My group' });
    expect(within(card).getByTestId('mining-group-code')).toHaveTextContent('SEOUL8');
    expect(await screen.findByText(/\(you\)$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Join another group' })).toBeInTheDocument();
  });

  it('joining another group is confirmed first: cancel stays, Move moves', async () => {
    await signInWalletUser('oliver');
    const user = setupUser();
    renderRoute(`${PATH}?tab=group`);
    const form = await screen.findByRole('region', { name: 'Join another group' });
    await user.type(within(form).getByLabelText('Group code'), 'SEOUL8');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    let dialog = await inDialog('Move to another group?');
    expect(dialog.getByText('You will leave QC Pioneers and join the group SEOUL8.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Move to another group?')).not.toBeInTheDocument());
    expect((await getMiningGroup())?.code).toBe('PIONEER');

    await user.click(within(form).getByRole('button', { name: 'Join' }));
    dialog = await inDialog('Move to another group?');
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    const card = screen.getByRole('region', { name: 'My group' });
    await waitFor(() => expect(within(card).getByTestId('mining-group-code')).toHaveTextContent('SEOUL8'));
    expect((await getMiningGroup())?.code).toBe('SEOUL8');
  });

  it('members that cannot be read say so and retry', async () => {
    await signInWalletUser('oliver');
    failOnce(M.groupUserList, 'members are resting');
    const user = setupUser();
    renderRoute(`${PATH}?tab=group`);
    const list = await screen.findByRole('region', { name: 'Members' });
    const error = await within(list).findByTestId('error-state');
    expect(error).toHaveTextContent('members are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await within(list).findAllByTestId('mining-member')).length).toBeGreaterThan(0);
  });
});

describe('node mining: the rankings', () => {
  it("ranks today, 7 days and all time, 10 a page, with the user's own place", async () => {
    await signInWalletUser('oliver');
    const week = await getMiningRank({ type: '7day', pageIndex: 1, pageSize: 10 });
    const mine = await getMiningRankCount({ type: '7day' });
    const user = setupUser();
    renderRoute(PATH);
    await openMiningTab(user, 'Ranking');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    const first = week.list[0];
    if (!first) throw new Error('no one mined in the last 7 days');
    const row = (await screen.findAllByText(maskName(first.nick_name)))[0]?.closest(
      '.rank-item',
    ) as HTMLElement;
    expect(row.querySelector('.rank-place')).toHaveTextContent('1');
    expect(document.querySelectorAll('.rank-item').length).toBe(Math.min(10, week.list.length));
    const place = await screen.findByTestId('mining-my-rank');
    await waitFor(() =>
      expect(within(place).getByText('My place').nextElementSibling).toHaveTextContent(
        mine.my_rank === null ? 'Not ranked' : `#${mine.my_rank}`,
      ),
    );
    expect(within(place).getByText('Miners').nextElementSibling).toHaveTextContent(String(mine.participants));

    await user.click(screen.getByRole('radio', { name: 'All time' }));
    const history = await getMiningRank({ type: 'history', pageIndex: 1, pageSize: 10 });
    const leader = history.list[0];
    if (!leader) throw new Error('no one ever mined');
    expect((await screen.findAllByText(maskName(leader.nick_name))).length).toBeGreaterThan(0);
  });

  it('a window nobody mined in yet is empty', async () => {
    // A minute into a server day (UTC+8): the rivals' sessions are paid 6 hours in, nobody has income today.
    clock.setNow(WALLET_NOW - 8 * 3_600_000 + 60_000);
    resetDb();
    await signInDemo();
    expect((await getMiningRank({ type: 'today', pageIndex: 1, pageSize: 10 })).list).toEqual([]);
    const user = setupUser();
    renderRoute(PATH);
    await openMiningTab(user, 'Ranking');
    expect(await screen.findByText('No one has mined yet')).toBeInTheDocument();
    const place = await screen.findByTestId('mining-my-rank');
    expect(within(place).getByText('My place').nextElementSibling).toHaveTextContent('Not ranked');
  });
});
