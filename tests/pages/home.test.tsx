import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { scrollListsToEnd } from '../infiniteScroll';
import { signIn } from '../../src/api/account/account';
import {
  getCategoryList,
  getCrowdList,
  getGoodsList,
  getScrollList,
  getTreasureList,
} from '../../src/api/draws/treasure';
import { useSession } from '../../src/stores/session';
import { useSettings } from '../../src/stores/settings';
import { answer, failOnce, goodsRow, range, recordCalls, servePages } from './treasureServer';

// The hall and its lazy chunks, loaded up front: a slow first import must not eat a test's waiting time.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/store/home/Home'),
    import('../../src/features/store/home/LoginPrompt'),
  ]);
});

const firstPage = { pageIndex: 1, pageSize: 20 };
const products = () => screen.getByRole('tabpanel');

async function signInDemo() {
  const grant = await signIn({ phoneRegion: '+86', phoneNumber: '13800000000', password: 'Demo1234' });
  useSession.getState().signIn(grant.token, grant.userInfo.uid);
}

describe('home hall', () => {
  it('loads the marquee, categories, shortcuts and the store list', async () => {
    const [goods, categories, news] = await Promise.all([
      getGoodsList(firstPage),
      getCategoryList(),
      getScrollList(),
    ]);
    renderRoute('/');
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);

    const first = goods.list[0]!;
    expect(await within(await screen.findByRole('tabpanel')).findAllByText(first.name)).not.toHaveLength(0);
    const entry = news[0]!;
    const verb = entry.kind === 'win' ? 'won' : 'bought';
    const line = `${entry.nickName} ${verb} ${entry.goodsName}`;
    // The ticker sets the name apart from the words around it.
    expect(await screen.findAllByText((_, el) => el?.textContent === line)).not.toHaveLength(0);
    const grid = screen.getByRole('region', { name: 'Categories' });
    expect(await within(grid).findByRole('button', { name: categories[0]!.name })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const doors = ['Check-in', 'Tasks', 'Invite', 'Rankings', 'Winners', 'Auction'];
    for (const name of [...doors, 'Wallet', 'Staking', 'Mining', 'Devices']) {
      expect(within(shortcuts).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Store' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each section empty on its own', async () => {
    answer('GetGoodsList', { list: [], total: 0 });
    answer('GetScrollList', []);
    answer('GetCategoryList', []);
    renderRoute('/pages/index/index');
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(await screen.findByText('No wins yet')).toBeInTheDocument();
    // The category bar's strip says it in one line, not in the list's page-sized block.
    const noCategories = await screen.findByText('No categories yet');
    expect(noCategories.closest('.state-block')).toHaveClass('is-inline');
    expect(screen.getByText('No products yet').closest('.state-block')).not.toHaveClass('is-inline');
  });

  it('keeps the other sections when one fails, and its retry recovers', async () => {
    const user = setupUser();
    const [categories, goods] = await Promise.all([getCategoryList(), getGoodsList(firstPage)]);
    failOnce('GetCategoryList');
    renderRoute('/');
    const grid = screen.getByRole('region', { name: 'Categories' });
    // The bar's failure is one line (its strip keeps its height): what the server said, then "tap to retry".
    const retry = await within(grid).findByRole('button', { name: 'Server busy Tap to retry' });
    expect(await within(products()).findAllByText(goods.list[0]!.name)).not.toHaveLength(0);
    await user.click(retry);
    expect(await within(grid).findByRole('button', { name: categories[0]!.name })).toBeInTheDocument();
  });

  it('retries a failed product list', async () => {
    const user = setupUser();
    const goods = await getGoodsList(firstPage);
    failOnce('GetGoodsList');
    renderRoute('/');
    await user.click(
      await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Retry' }),
    );
    expect(await within(products()).findAllByText(goods.list[0]!.name)).not.toHaveLength(0);
  });

  it('draws six cards of the first page until the list comes near the screen, and asks for nothing more', async () => {
    servePages('GetGoodsList', range(25).map(goodsRow));
    const calls = recordCalls('GetGoodsList');
    renderRoute('/');
    expect(await screen.findByText('Test goods 6')).toBeInTheDocument();
    expect(screen.queryByText('Test goods 7')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks for page 2 as the list scrolls', async () => {
    scrollListsToEnd();
    servePages('GetGoodsList', range(25).map(goodsRow));
    const calls = recordCalls('GetGoodsList');
    renderRoute('/');
    expect(await screen.findByText('Test goods 25')).toBeInTheDocument();
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(calls.map((query) => [query.get('pageIndex'), query.get('pageSize')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('filters the list by the tapped category and keeps it in the URL', async () => {
    const user = setupUser();
    const category = (await getCategoryList())[0]!;
    const calls = recordCalls('GetGoodsList');
    const { router } = renderRoute('/');
    const button = await screen.findByRole('button', { name: category.name });
    await user.click(button);
    await waitFor(() => expect(calls.at(-1)?.get('categoryId')).toBe(String(category.id)));
    expect(calls[0]?.has('categoryId')).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe(`?category=${category.id}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists only the boxes and crowdfunding issues on sale', async () => {
    const boxes = recordCalls('GetTreasureList');
    const crowd = recordCalls('GetCrowdList');
    renderRoute('/?tab=box');
    await waitFor(() => expect(boxes[0]?.get('status')).toBe('0'));
    const view = renderRoute('/?tab=crowd');
    await waitFor(() => expect(crowd[0]?.get('status')).toBe('0'));
    view.unmount();
  });

  it('remembers the chosen tab in the URL and shows its list', async () => {
    const user = setupUser();
    const boxes = await getTreasureList(firstPage);
    const { router } = renderRoute('/');
    await user.click(await screen.findByRole('tab', { name: 'Prize box' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=box'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Prize box' })).toHaveAttribute('aria-selected', 'true');
    const first = boxes.list[0]!;
    expect(await within(products()).findAllByText(first.name)).not.toHaveLength(0);
    expect(within(products()).getAllByText(`Issue ${first.issueNumber}`)).not.toHaveLength(0);
    expect(within(products()).getAllByRole('progressbar').length).toBeGreaterThan(0);
  });

  it('opens on the tab the URL names', async () => {
    const crowd = await getCrowdList(firstPage);
    renderRoute('/pages/index/index?tab=crowd');
    expect(await screen.findByRole('tab', { name: 'Crowdfunding' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(products()).findAllByText(crowd.list[0]!.name)).not.toHaveLength(0);
    expect(within(products()).getAllByText(/^From 100 units/)).not.toHaveLength(0);
  });

  it('opens a product on its details page', async () => {
    const user = setupUser();
    const first = (await getGoodsList(firstPage)).list[0]!;
    const { router } = renderRoute('/');
    const links = await within(await screen.findByRole('tabpanel')).findAllByRole('link');
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/details'));
    expect(router.state.location.search).toBe(`?type=goods&id=${first.id}`);
  });

  it('asks a guest to sign in before check-in, and lets a member through', async () => {
    const user = setupUser();
    const { router, unmount } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(router.state.location.search).toBe('?route=%2Fpages%2Fmy%2FsignIn');
    unmount();

    await signInDemo();
    const member = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Tasks' }));
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/pages/task/index'));
  });

  it('records a share link once per visit', async () => {
    const user = setupUser();
    const marks = recordCalls('SetMark');
    const first = renderRoute('/?r=INV123&channel=tiktok');
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]?.get('r')).toBe('INV123');
    expect(marks[0]?.get('channel')).toBe('tiktok');
    await user.click(await screen.findByRole('tab', { name: 'Prize box' }));
    await waitFor(() => expect(first.router.state.location.search).toContain('tab=box'));
    first.unmount();

    // Coming back to the hall later in the same visit sends nothing more.
    renderRoute('/?r=INV123&channel=tiktok');
    expect(await screen.findByRole('tab', { name: 'Store' })).toBeInTheDocument();
    expect(marks).toHaveLength(1);
  });

  it("falls back to the app's channel when the link names only the inviter", async () => {
    useSettings.setState({ channel: 'store-cn' });
    const marks = recordCalls('SetMark');
    renderRoute('/?r=INV9');
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]?.get('r')).toBe('INV9');
    expect(marks[0]?.get('channel')).toBe('store-cn');
  });

  it('records nothing for a plain visit', async () => {
    const marks = recordCalls('SetMark');
    const goods = await getGoodsList(firstPage);
    renderRoute('/');
    expect(
      await within(await screen.findByRole('tabpanel')).findAllByText(goods.list[0]!.name),
    ).not.toHaveLength(0);
    expect(marks).toHaveLength(0);
  });
});
