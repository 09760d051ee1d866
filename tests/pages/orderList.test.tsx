import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, setupUser } from '../render';
import { demo, O, recordQueries, serve } from './orderFixtures';

const query = (params: URLSearchParams | undefined) => Object.fromEntries(params?.entries() ?? []);
const card = (name: string | RegExp) => screen.findByRole('article', { name });
const buttonsIn = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
const stages = async () => buttonsIn(await screen.findByRole('group', { name: 'Filter orders by state' }));
const note = () => document.querySelector('.order-filter-note')?.textContent ?? null;

describe('orders hub', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    const goods = recordQueries(O.GetGoodsOrderList);
    const { router } = renderRoute('/pages/order/list');
    const user = setupUser();
    expect(await screen.findByTestId('sign-in-state')).toHaveTextContent('Sign in to see your orders');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The login page's chunk loads before the navigation shows.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'), { timeout: 5000 });
    expect(router.state.location.search).toBe(`?route=${encodeURIComponent('/pages/order/list')}`);
    expect(goods).toHaveLength(0);
  });

  it('shows mall orders first, ten a page, with their facts, labels and actions', async () => {
    const { rice, robot } = await demo();
    const goods = recordQueries(O.GetGoodsOrderList);
    renderRoute('/pages/order/list');
    const riceCard = await card(rice().goodsName);
    expect(screen.getByRole('tab', { name: 'Store' })).toHaveAttribute('aria-selected', 'true');
    expect(query(goods[0])).toEqual({ pageIndex: '1', pageSize: '10' });
    expect(riceCard).toHaveTextContent(`Order no. ${rice().orderNo}`);
    expect(riceCard).toHaveTextContent(`× ${rice().count}`);
    expect(within(riceCard).getByText('In storage')).toBeInTheDocument();
    for (const name of ['Request shipping', 'Sell back', 'Give as gift']) {
      expect(within(riceCard).getByRole('button', { name })).toBeInTheDocument();
    }
    const robotCard = await card(robot().goodsName);
    expect(robotCard).toHaveTextContent('points');
    expect(within(robotCard).getByText('Received')).toBeInTheDocument();
    expect(within(robotCard).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/pages/order/evaluate?id=${robot().id}&kind=goods`,
    );
    expect(within(robotCard).getByRole('link', { name: 'View logistics' })).toHaveAttribute(
      'href',
      '/pages/my/logistics',
    );
    expect(within(robotCard).getByRole('link', { name: new RegExp(robot().goodsName) })).toHaveAttribute(
      'href',
      `/pages/order/detailsBuy?id=${robot().id}`,
    );
  });

  it('switches kind with replace navigation and filters by label through the query', async () => {
    const { voucher, lost } = await demo();
    const draws = recordQueries(O.GetTreasureOrderList);
    const user = setupUser();
    const { router } = renderRoute('/pages/order/list');
    await screen.findByRole('tab', { name: 'Prize box' });
    await user.click(screen.getByRole('tab', { name: 'Prize box' }));
    expect(router.state.location.search).toBe('?tab=draw');
    expect(router.state.historyAction).toBe('REPLACE');
    const voucherCard = await card(voucher().goodsName);
    expect(voucherCard).toHaveTextContent(`Issue ${voucher().issueNumber ?? ''}`);
    expect(within(voucherCard).getByText('Winning')).toBeInTheDocument();
    expect(within(voucherCard).getByText('Unclaimed')).toBeInTheDocument();
    expect(within(voucherCard).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(screen.getAllByText('Not winning').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(router.state.location.search).toBe('?tab=draw&filter=toBeDrawn');
    await user.click(await screen.findByRole('button', { name: 'Not winning' }));
    expect(router.state.location.search).toBe('?tab=draw&filter=notWinning');
    expect(screen.getByRole('button', { name: 'Not winning' })).toHaveAttribute('aria-pressed', 'true');
    expect(await card(lost().goodsName)).toBeInTheDocument();
    expect(query(draws.at(-1))).toEqual({ pageIndex: '1', pageSize: '10', drawState: 'lost' });
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'To do' }));
    expect(router.state.location.search).toBe('?tab=draw&filter=unclaimed');
    expect(await card(voucher().goodsName)).toBeInTheDocument();
    expect(query(draws.at(-1))).toEqual({ pageIndex: '1', pageSize: '10', itemState: 'unclaimed' });

    const crowd = recordQueries(O.GetCrowdOrderList);
    await user.click(screen.getByRole('tab', { name: 'Crowdfunding' }));
    expect(router.state.location.search).toBe('?tab=invest');
    await screen.findByRole('button', { name: 'All', pressed: true });
    expect(query(crowd[0])).toEqual({ pageIndex: '1', pageSize: '10' });
  });

  it('opens on the tab and filter in the address, and says when nothing matches', async () => {
    await demo();
    const goods = recordQueries(O.GetGoodsOrderList);
    renderRoute('/pages/order/list?tab=direct&filter=sold');
    expect(await screen.findByText('No orders here yet')).toBeInTheDocument();
    expect(query(goods[0])).toEqual({ pageIndex: '1', pageSize: '10', itemState: 'sold' });
  });

  it('shows loading, then an error with retry', async () => {
    await demo();
    serve(O.GetGoodsOrderList, null, 500, 'Server busy');
    const user = setupUser();
    renderRoute('/pages/order/list');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    serve(O.GetGoodsOrderList, { list: [], total: 0 });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders here yet')).toBeInTheDocument();
  });
});

describe('orders by kind', () => {
  it.each([
    ['/pages/order/direct', 'direct', 'Store'],
    ['/pages/order/draw', 'draw', 'Prize box'],
    ['/pages/order/invest', 'invest', 'Crowdfunding'],
  ])('%s opens the orders page on its tab, with the filter it carries', async (path, tab, title) => {
    await demo();
    const { router } = renderRoute(`${path}?filter=received`);
    expect(await screen.findByRole('tab', { name: title, selected: true })).toBeInTheDocument();
    // The old address is replaced once the page is up: on a loaded machine, a moment after its tab shows.
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/pages/order/list',
        search: `?tab=${tab}&filter=received`,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Received', pressed: true })).toBeInTheDocument();
  });

  it('offers draw filters on draw orders only', async () => {
    await demo();
    renderRoute('/pages/order/direct');
    expect(await stages()).toEqual(['All', 'To do', 'Delivery', 'Closed']);
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
  });
});

describe('order filters by stage', () => {
  it("groups the draw labels by stage, shows a stage's labels and says what the chosen one means", async () => {
    await demo();
    const draws = recordQueries(O.GetTreasureOrderList);
    const user = setupUser();
    const { router } = renderRoute('/pages/order/list?tab=draw');
    expect(await stages()).toEqual(['All', 'Draw', 'To do', 'Delivery', 'Closed']);
    expect(screen.queryByRole('group', { name: 'Delivery' })).toBeNull();
    expect(note()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    const delivery = await screen.findByRole('group', { name: 'Delivery' });
    expect(buttonsIn(delivery)).toEqual(['Pending shipment', 'Shipped', 'Received']);
    expect(within(delivery).getByRole('button', { name: 'Pending shipment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
    expect(note()).toBe('Shipping requested; the courier has not picked it up yet.');
    await waitFor(() =>
      expect(query(draws.at(-1))).toEqual({ pageIndex: '1', pageSize: '10', itemState: 'pendingShipment' }),
    );

    // In storage is not a delivery state: it waits for the user, with the prizes to claim.
    await user.click(screen.getByRole('button', { name: 'To do' }));
    const toDo = await screen.findByRole('group', { name: 'To do' });
    expect(buttonsIn(toDo)).toEqual(['Unclaimed', 'In storage']);
    await user.click(within(toDo).getByRole('button', { name: 'In storage' }));
    expect(router.state.location.search).toBe('?tab=draw&filter=unshipped');
    expect(note()).toBe('Yours, kept by the platform: request shipping, sell it back or give it away.');

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(buttonsIn(await screen.findByRole('group', { name: 'Closed' }))).toEqual([
      'Sold back',
      'Sold',
      'Gifted',
      'In your shop',
    ]);
    await user.click(screen.getByRole('button', { name: 'Gifted' }));
    await waitFor(() =>
      expect(query(draws.at(-1))).toEqual({ pageIndex: '1', pageSize: '10', itemState: 'gifted' }),
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('?tab=draw');
    expect(note()).toBeNull();
  });

  it("names a stage's only label in its line, with no second row", async () => {
    await demo();
    const user = setupUser();
    renderRoute('/pages/order/list');
    await user.click(await screen.findByRole('button', { name: 'To do' }));
    expect(screen.queryByRole('group', { name: 'To do' })).toBeNull();
    expect(note()).toBe(
      'In storageYours, kept by the platform: request shipping, sell it back or give it away.',
    );
    expect(document.querySelector('.order-filter-note strong')).toHaveTextContent('In storage');
  });

  it('opens a label from the address on its stage', async () => {
    await demo();
    renderRoute('/pages/order/list?tab=invest&filter=notWinning');
    const draw = await screen.findByRole('group', { name: 'Draw' });
    expect(within(draw).getByRole('button', { name: 'Not winning' })).toHaveAttribute('aria-pressed', 'true');
    expect(note()).toBe('The draw is over; another number won.');
  });
});
