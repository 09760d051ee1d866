import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getGiftsList } from '../../src/api/messages/message';
import {
  claimGift,
  getAuctionOrderList,
  getCrowdOrderList,
  getTreasureOrderList,
  type OrderListQuery,
} from '../../src/api/orders/orders';
import { checkIn, getCheckInList, getMyOrderList, redeemByCode } from '../../src/api/account/profile';
import type { OrderKind } from '../../src/api/shared';
import { server } from '../../src/mocks/node';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

const PATH = '/pages/my/index';

/** The order hub's tab per kind (docs: /pages/order/list?tab=direct|draw|invest&filter=<label>). */
const TAB: Record<Exclude<OrderKind, 'auction'>, string> = {
  goods: 'direct',
  treasure: 'draw',
  crowd: 'invest',
};

/** The shortcuts counted from the user's orders of every kind (Unclaimed counts the unclaimed page instead). */
const SHORTCUTS: { name: string; label: string; query: Omit<OrderListQuery, 'pageIndex' | 'pageSize'> }[] = [
  { name: 'To be drawn', label: 'toBeDrawn', query: { drawState: 'pending' } },
  { name: 'In storage', label: 'unshipped', query: { itemState: 'unshipped' } },
  { name: 'Pending shipment', label: 'pendingShipment', query: { itemState: 'pendingShipment' } },
  { name: 'Shipped', label: 'shipped', query: { itemState: 'shipped' } },
];

/** What the unclaimed page lists: won prizes and auction lots, and received gifts, not yet claimed. */
async function waitingOnUnclaimedPage() {
  const unclaimed = { pageIndex: 1, pageSize: 100, itemState: 'unclaimed' } as const;
  const [draws, crowds, lots, gifts] = await Promise.all([
    getTreasureOrderList(unclaimed),
    getCrowdOrderList(unclaimed),
    getAuctionOrderList(unclaimed),
    getGiftsList({ pageIndex: 1, pageSize: 100 }),
  ]);
  const waitingGifts = gifts.list.filter((gift) => gift.status === 0);
  const prizes = draws.total + crowds.total + lots.total;
  return { prizes, gifts: waitingGifts, total: prizes + waitingGifts.length };
}

const ordersCard = () => screen.findByRole('region', { name: 'My orders' }, { timeout: 5000 });

describe('my tab: orders and check-in', () => {
  it('counts the orders that want attention and opens each on its tab and filter', async () => {
    const user = setupUser();
    await signInDemo();
    const expected = await Promise.all(
      SHORTCUTS.map(async (shortcut) => ({
        ...shortcut,
        page: await getMyOrderList({ pageIndex: 1, pageSize: 1, ...shortcut.query }),
      })),
    );
    expect(expected.some(({ page }) => page.total > 0)).toBe(true);
    const { router } = renderRoute(PATH);
    const card = within(await ordersCard());

    for (const { name, page } of expected) {
      const button = page.total
        ? await card.findByRole('button', { name: `${name}: ${page.total} orders` })
        : card.getByRole('button', { name });
      expect(button).toHaveTextContent(page.total ? `${page.total}${name}` : name);
    }

    const counted = expected.find(({ page }) => page.total > 0);
    const newest = counted?.page.list[0];
    if (!counted || !newest || newest.kind === 'auction')
      throw new Error('no counted order of a listed kind');
    await user.click(card.getByRole('button', { name: `${counted.name}: ${counted.page.total} orders` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/list'));
    expect(router.state.location.search).toBe(`?tab=${TAB[newest.kind]}&filter=${counted.label}`);
  });

  it('counts every prize and gift waiting on the unclaimed page, and opens it', async () => {
    const user = setupUser();
    await signInDemo();
    const waiting = await waitingOnUnclaimedPage();
    const ordersOnly = await getMyOrderList({ pageIndex: 1, pageSize: 1, itemState: 'unclaimed' });
    // The demo has a prize, a won auction lot and two gifts waiting: the orders' own count says only the
    // prize and the lot.
    expect(waiting.prizes).toBeGreaterThan(1);
    expect(waiting.gifts.length).toBeGreaterThan(0);
    expect(waiting.total).toBe(ordersOnly.total + waiting.gifts.length);
    const { router } = renderRoute(PATH);
    const card = within(await ordersCard());
    const unclaimed = await card.findByRole('button', { name: `Unclaimed: ${waiting.total} waiting` });
    expect(unclaimed).toHaveTextContent(`${waiting.total}Unclaimed`);
    await user.click(unclaimed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/unclaimed'));
  });

  it('counts one fewer once a gift is claimed', async () => {
    await signInDemo();
    const waiting = await waitingOnUnclaimedPage();
    const gift = waiting.gifts[0];
    if (!gift) throw new Error('the demo has no gift waiting');
    await claimGift({ id: gift.id });
    renderRoute(PATH);
    const card = within(await ordersCard());
    expect(
      await card.findByRole('button', { name: `Unclaimed: ${waiting.total - 1} waiting` }),
    ).toBeInTheDocument();
  });

  it('opens a filter with no orders on the first kind it applies to, and all orders', async () => {
    const user = setupUser();
    await signInDemo();
    server.use(
      http.get(`*${endpoints.Profile.GetMyOrderList.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: [], total: 0 } }),
      ),
    );
    const { router } = renderRoute(PATH);
    const card = within(await ordersCard());
    await user.click(card.getByRole('button', { name: 'To be drawn' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draw&filter=toBeDrawn'));
  });

  it('opens the order hub from "All orders"', async () => {
    const user = setupUser();
    await signInDemo();
    const { router } = renderRoute(PATH);
    await user.click(within(await ordersCard()).getByRole('button', { name: 'All orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/list'));
    expect(router.state.location.search).toBe('');
  });

  it("shows today's check-in state and leads to the check-in page", async () => {
    const user = setupUser();
    await signInDemo();
    const cycle = await getCheckInList();
    const next = cycle.days.find((day) => !day.checked);
    const { router, unmount } = renderRoute(PATH);
    expect(await screen.findByText(`+${next?.reward ?? 0} today`, {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();

    const result = await checkIn();
    const again = renderRoute(PATH);
    expect(await screen.findByText(`Day ${result.signinDay}/7 ✓`, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByText('Check-in'));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/pages/my/signIn'));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('shows every balance in full, USDT included, and the gift entry', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const { router } = renderRoute(PATH);
    expect(await screen.findByText('USDT', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('USDT').previousElementSibling).toHaveTextContent(
      `${grant.userInfo.usdtBalance}.00`,
    );
    expect(screen.getByText('Points').previousElementSibling).toHaveTextContent(/^5,000$/);
    await user.click(screen.getByText('Transfer & gift'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/transfer'));
  });

  it('shows 5,100 points as 5,100 after WELCOME100, not a figure below what the user has', async () => {
    await signInDemo();
    const reward = await redeemByCode('WELCOME100');
    expect(reward.integral).toBe(5_100);
    renderRoute(PATH);
    expect(await screen.findByText('Points', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Points').previousElementSibling).toHaveTextContent(/^5,100$/),
    );
  });
});

describe('my tab for a guest', () => {
  it('asks no server for counts or the check-in state, and asks for login before an order shortcut', async () => {
    const user = setupUser();
    const orders = countRequests(endpoints.Profile.GetMyOrderList.path);
    const cycle = countRequests(endpoints.Profile.GetCheckInList.path);
    const { router } = renderRoute(PATH);
    expect(await screen.findByText('Not signed in', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/today/)).not.toBeInTheDocument();

    await user.click(within(await ordersCard()).getByRole('button', { name: 'Pending shipment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(router.state.location.search).toBe(
      `?route=${encodeURIComponent('/pages/order/list?tab=direct&filter=pendingShipment')}`,
    );
    expect(orders.count).toBe(0);
    expect(cycle.count).toBe(0);
    orders.stop();
    cycle.stop();
  });
});
