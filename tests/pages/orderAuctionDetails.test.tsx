import { screen, waitFor, within } from '@testing-library/react';
import { claimAuction, getAuctionOrderList } from '../../src/api/orders/orders';
import { cachedMe, renderRoute, setupUser } from '../render';
import { meRow, nameOf, wonAuction } from './orderAuctionFixtures';
import { DEMO_PASSWORD, demo, O, recordQueries, serve, signInDemo } from './orderFixtures';
import { kitDialog, recordBodies } from './myMoneyFixtures';

const fact = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

/** The demo, signed in, with a lot won for CN¥500.00 of which the CN¥50.00 deposit is paid. */
async function wonLot() {
  await signInDemo();
  const lot = wonAuction({ price: 500, deposit: 50 });
  return { lot, path: `/pages/order/auctionDetails?id=${lot.id}` };
}

/** The same lot, claimed (paid) through the real call: the item is the demo's, unshipped. */
async function claimedLot() {
  const won = await wonLot();
  await claimAuction(won.lot.id);
  return won;
}

describe('auction order details', () => {
  it('shows the lot the seed gives the demo: won at CN¥420.00, its CN¥50.00 deposit counted, CN¥370.00 to pay', async () => {
    await signInDemo();
    const { list } = await getAuctionOrderList({ pageIndex: 1, pageSize: 10, itemState: 'unclaimed' });
    const seeded = list[0];
    if (!seeded) throw new Error('the seed gives the demo an unclaimed auction order');
    renderRoute(`/pages/order/auctionDetails?id=${seeded.id}`);
    expect(await screen.findByRole('heading', { name: seeded.goodsName })).toBeInTheDocument();
    expect(fact('Final price')).toHaveTextContent('CN¥420.00');
    expect(fact('Deposit counted')).toHaveTextContent('CN¥50.00');
    expect(fact('Still to pay')).toHaveTextContent('CN¥370.00');
  });

  it('shows what the lot costs: the final price, the deposit counted and what is still to pay', async () => {
    const { lot, path } = await wonLot();
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: nameOf(lot) })).toBeInTheDocument();
    expect(fact('Final price')).toHaveTextContent('CN¥500.00');
    expect(fact('Deposit counted')).toHaveTextContent('CN¥50.00');
    expect(fact('Still to pay')).toHaveTextContent('CN¥450.00');
    expect(fact('Order number')).toHaveTextContent(lot.orderNo);
    expect(fact('Won at')?.textContent).not.toBe('');
    expect(screen.queryByText('Payment time', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Sell-back value', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Draw' })).toBeNull();
    expect(screen.getByText('Unclaimed', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request shipping' })).toBeNull();
  });

  it('claims after showing what it takes: the balance falls by the price less the deposit, once', async () => {
    const { lot, path } = await wonLot();
    const claims = recordQueries(O.ClaimAuction);
    const user = setupUser();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    const sheet = await screen.findByRole('dialog', { name: 'Claim and pay' });
    const quote = await within(sheet).findByRole('region', { name: 'Payment' });
    expect(fact('Final price', quote)).toHaveTextContent('CN¥500.00');
    expect(fact('Deposit counted', quote)).toHaveTextContent('CN¥50.00');
    expect(fact('To pay now', quote)).toHaveTextContent('CN¥450.00');
    expect(fact('Balance now', quote)).toHaveTextContent('CN¥1,000.00');
    expect(fact('Balance after paying', quote)).toHaveTextContent('CN¥550.00');
    expect(within(sheet).queryByRole('alert')).toBeNull();
    expect(claims).toHaveLength(0);

    const pay = within(quote).getByRole('button', { name: 'Pay CN¥450.00 and claim' });
    await user.click(pay);
    await user.click(pay);
    const next = await screen.findByRole('dialog', { name: 'Claimed! What next?' });
    expect(claims.map((q) => q.get('id'))).toEqual([String(lot.id)]);
    expect(meRow().balance).toBe(550);
    expect(cachedMe().balance).toBe(550);
    await user.click(within(next).getByRole('button', { name: 'Keep for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('In storage', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(fact('Paid at claim')).toHaveTextContent('CN¥450.00');
    expect(fact('Sell-back value')).toHaveTextContent('CN¥450.00');
    for (const name of ['Request shipping', 'Sell back', 'Give as gift']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says how much the balance is short and offers a top-up instead of the claim', async () => {
    const { path } = await wonLot();
    meRow().balance = 100;
    const claims = recordQueries(O.ClaimAuction);
    const user = setupUser();
    const { router } = renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    const sheet = await screen.findByRole('dialog', { name: 'Claim and pay' });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Your balance is CN¥350.00 short');
    expect(within(sheet).queryByText('Balance after paying')).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Pay CN¥450.00 and claim' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/recharge'), { timeout: 5000 });
    expect(claims).toHaveLength(0);
    expect(meRow().balance).toBe(100);
  });

  it('ships a claimed lot to the approved address', async () => {
    const { lot, path } = await claimedLot();
    const requests = recordQueries(O.ShippingReq);
    const user = setupUser();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Request shipping' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ship to my address' });
    const address = await within(sheet).findByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('88 Century Avenue, Pudong, Shanghai');
    await user.click(within(sheet).getByRole('button', { name: 'Ship to this address' }));
    expect(await screen.findByText('Pending shipment', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(requests.map((q) => q.get('id'))).toEqual([String(lot.id)]);
    expect(screen.getByRole('region', { name: 'Shipment' })).toBeInTheDocument();
    expect(fact('Paid at claim')).toHaveTextContent('CN¥450.00');
  });

  it('sells a claimed lot back through SellAuction, from the sell page', async () => {
    const { lot, path } = await claimedLot();
    const sales = recordQueries(O.SellAuction);
    const user = setupUser();
    const { router } = renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Sell back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/sell'));
    expect(router.state.location.search).toBe(`?kind=auction&id=${lot.id}`);
    const quote = await screen.findByRole('region', { name: 'Sale quote' });
    expect(within(quote).getByTestId('sell-amount')).toHaveTextContent('CN¥450.00');
    await user.click(within(quote).getByRole('button', { name: 'Sell for CN¥450.00' }));
    expect(await screen.findByText('Sold back')).toBeInTheDocument();
    expect(sales.map((q) => q.get('id'))).toEqual([String(lot.id)]);
    expect(cachedMe().balance).toBe(1000);
  });

  it('gives a claimed lot away only after asking, since a gift cannot be taken back', async () => {
    const { lot, path } = await claimedLot();
    const receiver = meRow().uid + 1;
    const gifts = recordBodies(O.GiftAuction);
    const user = setupUser();
    renderRoute(path);
    await user.click(await screen.findByRole('button', { name: 'Give as gift' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Give as a gift' }));
    expect(sheet.getByText(nameOf(lot))).toBeInTheDocument();
    await user.type(sheet.getByLabelText('Receiver ID'), String(receiver));
    await sheet.findByTestId('gift-receiver');
    await user.type(sheet.getByLabelText('Login password'), DEMO_PASSWORD);

    await user.click(sheet.getByRole('button', { name: 'Send gift' }));
    const ask = within(await kitDialog('Send this gift?'));
    expect(ask.getByText(/Gifts cannot be returned once sent/)).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Send this gift?')).toBeNull());
    expect(gifts).toHaveLength(0);

    await user.click(sheet.getByRole('button', { name: 'Send gift' }));
    await user.click(within(await kitDialog('Send this gift?')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Gifted', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(gifts).toEqual([{ id: lot.id, receiverId: receiver, quantity: 1, password: DEMO_PASSWORD }]);
  });

  it('says "not found" for another kind’s order, and shows an error with retry', async () => {
    const { rice } = await demo();
    renderRoute(`/pages/order/auctionDetails?id=${rice().id}`);
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Order not found');

    const lot = wonAuction();
    serve(O.GetAuctionOrderInfo, null, 500, 'Server busy');
    const user = setupUser();
    renderRoute(`/pages/order/auctionDetails?id=${lot.id}`);
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    const { server } = await import('../../src/mocks/node');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: nameOf(lot) })).toBeInTheDocument();
  });
});
