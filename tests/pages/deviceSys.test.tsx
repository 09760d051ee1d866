import { screen, waitFor, within } from '@testing-library/react';
import { getDeviceCount, getDeviceRank } from '../../src/api/devices/device';
import type { RankWindow } from '../../src/api/shared';
import { maskName } from '../../src/lib/format';
import { renderRoute, setupUser } from '../render';
import { D, factOf } from './deviceFixtures';
import { recordQueries, serve, signInDemo } from './myMoneyFixtures';
import { qc } from './stakeFixtures';
import { failOnce, freezeWalletClock } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();

const PATH = '/pages/device/sys';

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the device system', () => {
  it("the user's devices by state and the network's figures", async () => {
    await signInDemo();
    const count = await getDeviceCount();
    renderRoute(PATH);
    const mine = await region('My devices');
    await mine.findByTestId('my-state-bar');
    expect(factOf(mine, 'Online')).toHaveTextContent('1');
    expect(factOf(mine, 'Offline')).toHaveTextContent('1');
    expect(factOf(mine, 'Total')).toHaveTextContent('2');
    const network = await region('Network');
    expect(factOf(network, 'Online')).toHaveTextContent(String(count.network_online));
    expect(factOf(network, 'Offline')).toHaveTextContent(String(count.network_total - count.network_online));
    expect(factOf(network, 'Total')).toHaveTextContent(String(count.network_total));
    expect(count.network_total).toBeGreaterThan(2);
    expect(network.getByTestId('network-today')).toHaveTextContent(qc(count.network_today_income));
  });

  it.each<[string, RankWindow]>([
    ['Today', 'today'],
    ['7 days', '7day'],
    ['All time', 'history'],
  ])('the ranking of %s: 10 a page, in rank order, names masked', async (label, type) => {
    await signInDemo();
    const board = await getDeviceRank({ type, pageIndex: 1, pageSize: 10 });
    const asked = recordQueries(D.rank);
    const user = setupUser();
    renderRoute(PATH);
    const ranking = await region('Device ranking');
    await user.click(ranking.getByRole('radio', { name: label }));
    const [leader] = board.list;
    if (!leader) throw new Error(`no one earned in ${type}`);
    const rows = await waitFor(() => {
      const shown = document.querySelectorAll('.rank-item');
      expect(shown).toHaveLength(Math.min(10, board.list.length));
      return shown;
    });
    const first = within(rows[0] as HTMLElement);
    expect(rows[0]?.querySelector('.rank-place')).toHaveTextContent(/^1$/);
    expect(first.getByText(maskName(leader.nick_name))).toBeInTheDocument();
    expect(factOf(first, 'Earned')).toHaveTextContent(qc(leader.amount));
    const last = asked.at(-1);
    expect(last?.get('type')).toBe(type);
    expect(last?.get('pageSize')).toBe('10');
  });

  it('a window nobody earned in is empty', async () => {
    await signInDemo();
    serve(D.rank, { list: [], total: 0 });
    renderRoute(PATH);
    const ranking = await region('Device ranking');
    expect(await ranking.findByText('No one has earned yet')).toBeInTheDocument();
  });

  it('a ranking that cannot be read says so and retries', async () => {
    await signInDemo();
    failOnce(D.rank, 'the ranking is resting');
    const user = setupUser();
    renderRoute(PATH);
    const ranking = await region('Device ranking');
    const error = await ranking.findByTestId('error-state');
    expect(error).toHaveTextContent('the ranking is resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelectorAll('.rank-item').length).toBeGreaterThan(0));
  });

  it('figures that cannot be read say so and retry', async () => {
    await signInDemo();
    failOnce(D.indexCt, 'figures are resting');
    const user = setupUser();
    renderRoute(PATH);
    const mine = await region('My devices');
    const error = await mine.findByTestId('error-state');
    expect(error).toHaveTextContent('figures are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await mine.findByTestId('my-state-bar')).toBeInTheDocument();
  });
});
