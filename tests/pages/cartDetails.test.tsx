import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { getListing, getListings, type BazaarListing } from '../../src/api/goods/goods';
import { maskName } from '../../src/lib/format';
import { formatAmount, money, withCurrency } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { tapDigits } from '../keypad';
import { cachedMe, renderRoute, setupUser } from '../render';
import { countRequests } from './detailsFixtures';
import {
  demoWithPayPassword,
  inDialog,
  PAY_PASSWORD,
  recordBodies,
  serve,
  signInDemo,
  userRow,
} from './myMoneyFixtures';

const BUY = endpoints.Goods.buy;
const pathOf = ({ id, currency }: Pick<BazaarListing, 'id' | 'currency'>) =>
  `${currency === 'qc' ? '/pages/bazaar/qcDetails' : '/pages/cart/details'}?id=${id}`;

/** A listing on sale now that fits the test. */
async function onSale(fits: (listing: BazaarListing) => boolean) {
  const listing = (await getListings({ page: 1, pageSize: 100 })).list.find(fits);
  if (!listing) throw new Error('the seed has no listing on sale that fits');
  return listing;
}

const heading = (listing: BazaarListing) =>
  screen.findByRole('heading', { name: listing.name }, { timeout: 5000 });

/** Opens the buy sheet (once the buyer is read) and answers it. */
async function openSheet(user: ReturnType<typeof setupUser>, listing: BazaarListing) {
  await heading(listing);
  await waitFor(() => cachedMe());
  await user.click(screen.getByRole('button', { name: 'Buy now' }));
  return within(await screen.findByRole('dialog', { name: listing.name }));
}

describe('market listing', () => {
  it('shows the seller’s description without running what it hides', async () => {
    const hostile = await onSale((l) => /<script|onerror/i.test(l.description));
    renderRoute(pathOf(hostile));
    await heading(hostile);
    const description = screen
      .getByRole('heading', { name: 'Description' })
      .closest('section') as HTMLElement;
    expect(within(description).getByText('Presente')).toBeInTheDocument();
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect((window as { __qcHostile?: string }).__qcHostile).toBeUndefined();
    expect(screen.getByText(maskName(hostile.seller_name))).toBeInTheDocument();
  });

  it('shows a listing opened on the other currency’s route, and says when there is none', async () => {
    const listing = await onSale((l) => l.currency === 'balance');
    const { unmount } = renderRoute(`/pages/bazaar/qcDetails?id=${listing.id}`);
    expect(await heading(listing)).toBeInTheDocument();
    expect(screen.getByText(withCurrency(formatAmount(listing.price, 'en'), 'en'))).toHaveClass('is-balance');
    unmount();
    renderRoute('/pages/cart/details?id=987654');
    expect(
      await screen.findByText('This listing is not on sale', undefined, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('places the order once, asks to pay the total, takes the password and pays', async () => {
    const user = setupUser();
    const { userInfo } = await demoWithPayPassword();
    userRow(userInfo.uid).qcBalance = 1000;
    const listing = await onSale((l) => l.currency === 'qc' && l.stock >= 2);
    const buys = recordBodies(BUY);
    const sent = countRequests(BUY.path);
    const { router } = renderRoute(pathOf(listing));
    const sheet = await openSheet(user, listing);
    await user.click(sheet.getByRole('button', { name: 'More' }));
    const total = money(listing.price).times(2);
    expect(sheet.getByTestId('listing-total')).toHaveTextContent(`${total.toFixed(2)} QC`);
    const place = sheet.getByRole('button', { name: 'Place order' });
    await user.dblClick(place);

    const pay = await inDialog('Pay for your order');
    expect(pay.getByText(new RegExp(`${listing.name} × 2`))).toBeInTheDocument();
    await user.click(pay.getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/market'));
    const orderId = Number(new URLSearchParams(router.state.location.search).get('id'));
    expect(buys).toEqual([
      { id: listing.id, quantity: 2 },
      { order_id: orderId, pay_password: PAY_PASSWORD },
    ]);
    expect(sent.count).toBe(2);
    sent.stop();
    expect(money(cachedMe().qcBalance).eq(money(1000).minus(total))).toBe(true);
    expect((await getListing(listing.id)).stock).toBe(listing.stock - 2);
  });

  it('short of QC: the server’s message, then a way to top up while the order waits', async () => {
    const user = setupUser();
    const { userInfo } = await demoWithPayPassword();
    userRow(userInfo.uid).qcBalance = 1;
    const listing = await onSale((l) => l.currency === 'qc');
    const { router } = renderRoute(pathOf(listing));
    const sheet = await openSheet(user, listing);
    expect(sheet.getByText('Not enough for this total')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    await user.click((await inDialog('Pay for your order')).getByRole('button', { name: 'Pay now' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);

    expect(await screen.findByText('Insufficient QC balance')).toBeInTheDocument();
    await user.click((await inDialog('Not enough to pay')).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/exchange'));
    expect(db().bazaarOrders.some((o) => o.listingId === listing.id && o.status === 0)).toBe(true);
  });

  it('pay later leads to the unpaid order in the market orders', async () => {
    const user = setupUser();
    await demoWithPayPassword();
    const listing = await onSale((l) => l.currency === 'balance');
    const { router } = renderRoute(pathOf(listing));
    const sheet = await openSheet(user, listing);
    await user.click(sheet.getByRole('button', { name: 'Place order' }));
    await user.click((await inDialog('Pay for your order')).getByRole('button', { name: 'Pay later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/market'));
    const id = Number(new URLSearchParams(router.state.location.search).get('id'));
    expect(db().bazaarOrders.find((order) => order.id === id)?.status).toBe(0);
  });

  it('without a payment password, leads to setting one before any order is placed', async () => {
    const user = setupUser();
    await signInDemo();
    const listing = await onSale(() => true);
    const sent = countRequests(BUY.path);
    const { router } = renderRoute(pathOf(listing));
    await heading(listing);
    await waitFor(() => cachedMe());
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click((await inDialog('No payment password set')).getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(sent.count).toBe(0);
    sent.stop();
  });

  it('without an approved address, leads to the address before any order is placed', async () => {
    const user = setupUser();
    const { userInfo } = await demoWithPayPassword();
    serve(endpoints.Profile.GetMyProfile, { ...userInfo, hasPayPassword: true, hasApprove: false });
    const listing = await onSale(() => true);
    const sent = countRequests(BUY.path);
    const { router } = renderRoute(pathOf(listing));
    await heading(listing);
    await waitFor(() => expect(cachedMe().hasApprove).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click((await inDialog('Delivery address needed')).getByRole('button', { name: 'My address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/address'));
    expect(sent.count).toBe(0);
    sent.stop();
  });

  it('asks a guest to sign in before buying', async () => {
    const user = setupUser();
    const listing = await onSale(() => true);
    const path = pathOf(listing);
    const { router } = renderRoute(path);
    await heading(listing);
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click((await inDialog('Please sign in')).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(path);
  });

  it('shows the seller their own listing with no way to buy it', async () => {
    const { userInfo } = await signInDemo();
    const listing = await onSale(() => true);
    serve(endpoints.Goods.detail, { ...listing, seller_uid: userInfo.uid, seller_name: userInfo.nickName });
    renderRoute(pathOf(listing));
    expect(
      await screen.findByText('This is your listing: buyers see it like this.', undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My shop' })).toHaveAttribute('href', '/pages/bazaar/my');
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('says a sold-out listing cannot be bought, and why', async () => {
    const soldOut = db().bazaarListings.find((l) => l.status === 1 && l.stock === 0);
    if (!soldOut) throw new Error('the seed has no sold-out listing');
    const listing = await getListing(soldOut.id);
    renderRoute(pathOf(listing));
    await heading(listing);
    const button = screen.getByRole('button', { name: 'Sold out' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Every unit is sold or held in an unpaid order/);
  });
});
