import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { getListings, type BazaarListing } from '../../src/api/goods/goods';
import { db } from '../../src/mocks/db';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { cachedMe, renderRoute, setupUser } from '../render';
import { demoOrder } from './bazaarFixtures';
import { backOnlineAWhile, FATE, offlineRefusal } from './lostAnswerFixtures';
import { demoWithPayPassword, inDialog, kitDialog, PAY_PASSWORD, userRow } from './myMoneyFixtures';

/** Issue 32: buying on the bazaar (placing the order, paying it) offline and with its answers lost. */

const BUY = endpoints.Goods.buy;

/** A balance listing on sale, its page open for the demo (with a payment password), and its buy sheet. */
async function openListing() {
  const user = setupUser();
  const { userInfo } = await demoWithPayPassword();
  const listing = (await getListings({ page: 1, pageSize: 100 })).list.find(
    (l: BazaarListing) => l.currency === 'balance' && l.stock >= 2 && l.price <= 1000,
  );
  if (!listing) throw new Error('the seed has no balance listing on sale');
  const view = renderRoute(`/pages/cart/details?id=${listing.id}`);
  await screen.findByRole('heading', { name: listing.name }, { timeout: 5000 });
  await waitFor(() => cachedMe());
  await user.click(screen.getByRole('button', { name: 'Buy now' }));
  const sheet = within(await screen.findByRole('dialog', { name: listing.name }));
  const orders = () =>
    db().bazaarOrders.filter((o) => o.listingId === listing.id && o.buyerUid === userInfo.uid);
  return { user, sheet, listing, orders, uid: userInfo.uid, ...view };
}

describe('placing a bazaar order: offline and lost answers', () => {
  it('offline, is refused at once and places nothing when the connection is back', async () => {
    const { user, sheet, orders } = await openListing();
    const calls = recordCalls();
    goOffline();
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    expect(await offlineRefusal()).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(BUY)).toBe(0);
    expect(orders()).toHaveLength(0);
  });

  it('an answer lost after the order was placed: found among the buyer’s orders, payment offered, placed once', async () => {
    const { user, sheet, orders } = await openListing();
    const calls = recordCalls();
    loseAnswerOnce(BUY);
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    expect(await inDialog('Pay for your order')).toBeTruthy();
    expect(calls.of(BUY)).toBe(1);
    expect(orders()).toHaveLength(1);
  });

  it('an answer lost before the server did anything: the sheet says so; placing again places once', async () => {
    const { user, sheet, orders } = await openListing();
    const calls = recordCalls();
    dropOnce(BUY);
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    expect(await sheet.findByText(FATE.notDone)).toBeInTheDocument();
    expect(orders()).toHaveLength(0);

    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    expect(await inDialog('Pay for your order')).toBeTruthy();
    expect(calls.of(BUY)).toBe(2);
    expect(orders()).toHaveLength(1);
  });
});

describe('paying a bazaar order: offline and lost answers', () => {
  /** The listing's order placed through the page, then Pay now: the password sheet is up. */
  async function placedAndAsked() {
    const opened = await openListing();
    await opened.user.click(opened.sheet.getByRole('button', { name: 'Place order' }));
    await opened.user.click((await inDialog('Pay for your order')).getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    const [order] = opened.orders();
    if (!order) throw new Error('no order was placed');
    return { ...opened, order, balance: userRow(opened.uid).balance };
  }

  it('offline, is refused at once and pays nothing when the connection is back', async () => {
    const { user, uid, order, balance } = await placedAndAsked();
    const calls = recordCalls();
    goOffline();
    await tapDigits(user, PAY_PASSWORD);
    expect(await offlineRefusal()).toBeInTheDocument();
    const passwordSheet = screen.getByRole('dialog', { name: 'Enter your payment password' });
    await user.click(within(passwordSheet).getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(BUY)).toBe(0);
    expect(order.status).toBe(0);
    expect(userRow(uid).balance).toBe(balance);
  });

  it('an answer lost after the server took the money: found paid, the order shows, paid once', async () => {
    const { user, router, uid, order, balance } = await placedAndAsked();
    const calls = recordCalls();
    loseAnswerOnce(BUY);
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByText('Paid: the seller will ship it')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/market'));
    expect(router.state.location.search).toBe(`?id=${order.id}`);
    expect(calls.of(BUY)).toBe(1);
    expect(order.status).toBe(1);
    expect(userRow(uid).balance).toBe(Number((balance - order.amount).toFixed(2)));
  });

  it('an answer lost before the server did anything: says so and shows the order waiting to be paid', async () => {
    const { user, router, uid, order, balance } = await placedAndAsked();
    const calls = recordCalls();
    dropOnce(BUY);
    await tapDigits(user, PAY_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/market'));
    // Said as the order page opens (the sheet's own notice leaves with the sheet).
    expect(await screen.findByText(FATE.notDone)).toBeVisible();
    expect(calls.of(BUY)).toBe(1);
    expect(order.status).toBe(0);
    expect(userRow(uid).balance).toBe(balance);
  });

  it('from the order page: an answer lost after the server took the money is found paid, paid once', async () => {
    const user = setupUser();
    const { order, buyer } = await demoOrder();
    const balance = userRow(buyer.userInfo.uid).balance;
    renderRoute(`/pages/order/market?id=${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await user.click(within(await kitDialog('Pay for the order')).getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    const calls = recordCalls();
    loseAnswerOnce(BUY);
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByText('Paid. The seller will ship soon.')).toBeInTheDocument();
    expect(calls.of(BUY)).toBe(1);
    expect(db().bazaarOrders.find((o) => o.id === order.id)?.status).toBe(1);
    expect(userRow(buyer.userInfo.uid).balance).toBe(balance - 25);
  });
});
