import { screen, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { scrollListsToEnd } from '../infiniteScroll';
import { getWinnerList } from '../../src/api/draws/treasure';
import { formatDateTime, maskName, maskPhone } from '../../src/lib/format';
import { answer, failOnce, range, recordCalls, servePages, winnerRow } from './treasureServer';

const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('winners', () => {
  it("loads the fake backend's winners, masked", async () => {
    const { list } = await getWinnerList({ pageIndex: 1, pageSize: 10 });
    const calls = recordCalls('GetWinnerList');
    renderRoute('/pages/index/winList');
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    const first = list[0]!;
    const phone = `${first.phoneRegion} ${maskPhone(first.phoneNumber)}`;
    expect(await screen.findAllByText(phone)).not.toHaveLength(0);
    expect(screen.getAllByText(maskName(first.nickName))).not.toHaveLength(0);
    expect(screen.queryByText(first.phoneNumber, { exact: false })).not.toBeInTheDocument();
    expect(calls[0]?.get('pageSize')).toBe('10');
  });

  it("opens a win's draw result from its prize", async () => {
    const { list } = await getWinnerList({ pageIndex: 1, pageSize: 10 });
    const first = list[0]!;
    const user = setupUser();
    const { router } = renderRoute('/pages/index/winList');
    const [prize] = await screen.findAllByRole('link', { name: new RegExp(`Issue ${first.issueNumber}`) });
    await user.click(prize!);
    expect(await screen.findByText(`The winning number is ${first.winNumber}.`)).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/pages/index/draw', search: `?id=${first.id}` });
  });

  it('masks names by length and phones in the middle, and shows what was won', async () => {
    answer('GetWinnerList', {
      list: [
        winnerRow(1, { nickName: 'Alice', phoneRegion: '+86', phoneNumber: '13912345678' }),
        winnerRow(2, { nickName: '张三', phoneRegion: '+55', phoneNumber: '11987654321' }),
      ],
      total: 2,
    });
    renderRoute('/pages/index/winList');
    expect(await screen.findByText('A***e')).toBeInTheDocument();
    expect(screen.getByText('+86 139****5678')).toBeInTheDocument();
    expect(screen.getByText('张*')).toBeInTheDocument();
    expect(screen.getByText('+55 119****4321')).toBeInTheDocument();
    expect(screen.queryByText(/Alice|张三|13912345678|11987654321/)).not.toBeInTheDocument();

    const alice = card('A***e');
    expect(within(alice).getByText('Prize 1')).toBeInTheDocument();
    expect(within(alice).getByText('Issue 91')).toBeInTheDocument();
    expect(within(alice).getByText('10001')).toBeInTheDocument();
    expect(within(alice).getByText('CN¥99.00')).toBeInTheDocument();
    expect(within(alice).getByText(formatDateTime(Date.UTC(2024, 0, 2, 3, 4), 'en'))).toBeInTheDocument();
  });

  it('says so when nobody has won yet', async () => {
    answer('GetWinnerList', { list: [], total: 0 });
    renderRoute('/pages/index/winList');
    expect(await screen.findByText('No winners yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that recovers', async () => {
    const user = setupUser();
    servePages(
      'GetWinnerList',
      range(2).map((id) => winnerRow(id)),
    );
    failOnce('GetWinnerList');
    renderRoute('/pages/index/winList');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Prize 2')).toBeInTheDocument();
  });

  it('asks for page 2 as the list scrolls', async () => {
    scrollListsToEnd();
    servePages(
      'GetWinnerList',
      range(12).map((id) => winnerRow(id)),
    );
    const calls = recordCalls('GetWinnerList');
    renderRoute('/pages/index/winList');
    expect(await screen.findByText('Prize 12')).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(calls.map((query) => [query.get('pageIndex'), query.get('pageSize')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });
});
