import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { getLotteryRank } from '../../src/api/draws/treasure';
import { scrollListsToEnd } from '../infiniteScroll';
import { answer, failOnce, range, rankRow, recordCalls, servePages } from './treasureServer';

const rows = () => screen.getAllByText(/^Ranked \d+$/).map((node) => node.textContent);

describe('rankings', () => {
  it("loads today's draw ranking, 10 a page, with each row's place, name, units and wins", async () => {
    servePages('GetLotteryRank', range(3).map(rankRow));
    const calls = recordCalls('GetLotteryRank');
    renderRoute('/pages/index/ranking');
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Ranked 1')).toBeInTheDocument();
    expect(rows()).toEqual(['Ranked 1', 'Ranked 2', 'Ranked 3']);
    expect(calls[0]?.get('type')).toBe('today');
    expect(calls[0]?.get('pageSize')).toBe('10');

    const first = screen.getByText('Ranked 1').closest('.rank-item') as HTMLElement;
    expect(within(first).getByText('1')).toHaveClass('rank-top');
    expect(within(first).getByText('99')).toBeInTheDocument();
    expect(within(first).getByText('Units')).toBeInTheDocument();
    expect(within(first).getByText('Wins')).toBeInTheDocument();
  });

  it("shows the fake backend's all-time draw ranking", async () => {
    const user = setupUser();
    const { list } = await getLotteryRank({ type: 'history', pageIndex: 1, pageSize: 10 });
    renderRoute('/pages/index/ranking');
    await user.click(await screen.findByText('All time'));
    const leader = list[0]!;
    const row = (await screen.findAllByText(leader.nickName))[0]!.closest('.rank-item') as HTMLElement;
    const place = row.querySelector('.rank-place');
    expect(place).toHaveTextContent('1');
    expect(place).toHaveClass('rank-top');
    expect(within(row).getAllByText(String(leader.amount))).not.toHaveLength(0);
  });

  it('switches to the crowdfunding ranking and another window', async () => {
    const user = setupUser();
    const crowd = recordCalls('GetCrowdRank');
    const { router } = renderRoute('/pages/index/ranking');
    await user.click(await screen.findByText('Crowdfunding ranking'));
    await user.click(screen.getByText('7 days'));
    await waitFor(() => expect(crowd.map((query) => query.get('type'))).toEqual(['today', '7day']));
    expect(crowd.every((query) => query.get('pageSize') === '10')).toBe(true);
    expect(router.state.location.search).toBe('?kind=crowd&type=7day');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens on the board the URL names', async () => {
    const crowd = recordCalls('GetCrowdRank');
    renderRoute('/pages/index/ranking?kind=crowd&type=history');
    await waitFor(() => expect(crowd.map((query) => query.get('type'))).toEqual(['history']));
    expect(screen.getByRole('radio', { name: 'All time' })).toBeChecked();
  });

  it('says so when nobody is on the board', async () => {
    answer('GetLotteryRank', { list: [], total: 0 });
    renderRoute('/pages/index/ranking');
    expect(await screen.findByText('No one on the board yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that recovers', async () => {
    const user = setupUser();
    servePages('GetLotteryRank', range(2).map(rankRow));
    failOnce('GetLotteryRank');
    renderRoute('/pages/index/ranking');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ranked 2')).toBeInTheDocument();
  });

  it('asks for page 2 as the list scrolls', async () => {
    scrollListsToEnd();
    servePages('GetLotteryRank', range(15).map(rankRow));
    const calls = recordCalls('GetLotteryRank');
    renderRoute('/pages/index/ranking');
    expect(await screen.findByText('Ranked 15')).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(calls.map((query) => query.get('pageIndex'))).toEqual(['1', '2']);
    expect(rows()).toHaveLength(15);
  });
});
