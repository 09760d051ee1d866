import { maskName } from '../../src/lib/format';
import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { getListing, buyBazaar, shipBazaarOrder } from '../../src/api/goods/goods';
import { clock } from '../../src/mocks/clock';
import { money } from '../../src/lib/money';
import { cachedMe, renderRoute, setupUser } from '../render';
import { tapDigits } from '../keypad';
import { demoOrder, PAY_PASSWORD, SELLER, signInAs, signInDemo, userRow } from './bazaarFixtures';
import { countRequests } from './detailsFixtures';
import { kitDialog } from './myMoneyFixtures';

const G = endpoints.Goods;
const HOUR = 60 * 60_000;
const card = (no: string) =>
  screen.findByText(`Order no. ${no}`).then((text) => text.closest('article') as HTMLElement);

describe('the seller’s orders', () => {
  it('ships a paid order with a courier number, checked first and sent once', async () => {
    const user = setupUser();
    const { order } = await demoOrder();
    await buyBazaar({ order_id: order.id, pay_password: PAY_PASSWORD });
    await signInAs(SELLER);
    const sends = countRequests(G.send.path);
    renderRoute('/pages/bazaar/order?status=1');
    const paid = await card(order.order_no);
    expect(paid).toHaveTextContent('Pending shipment');
    // The buyer's name is masked; the address to ship to is shown.
    expect(paid).toHaveTextContent('Buyer: Q*****o');
    expect(paid).toHaveTextContent(order.address);
    await user.click(within(paid).getByRole('button', { name: 'Ship' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ship the order' });
    const field = within(sheet).getByLabelText('Courier number');
    await user.type(field, 'SF-12');
    const confirm = within(sheet).getByRole('button', { name: 'Confirm shipment' });
    await user.click(confirm);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Enter 6 to 30 letters and digits, without spaces or signs',
    );
    expect(sends.count).toBe(0);
    await user.clear(field);
    await user.type(field, 'SF1234567890');
    await user.click(confirm);
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ship the order' })).not.toBeInTheDocument(),
    );
    expect(sends.count).toBe(1);
    sends.stop();
    await user.click(screen.getByRole('tab', { name: 'Shipped' }));
    const shipped = await card(order.order_no);
    expect(shipped).toHaveTextContent('Courier number: SF1234567890');
    expect(shipped).toHaveTextContent(/Received automatically in 6 d 23 h/);
  });
});

describe('the buyer’s market orders', () => {
  it('pays an unpaid order within its hour: the total confirmed, then the payment password, sent once', async () => {
    const user = setupUser();
    const { order } = await demoOrder();
    const pays = countRequests(G.buy.path);
    renderRoute('/pages/order/market');
    const unpaid = await card(order.order_no);
    expect(unpaid).toHaveTextContent('To pay');
    expect(unpaid).toHaveTextContent(/(59|60):\d\d left to pay/);
    const before = money(cachedMe().balance);
    await user.click(within(unpaid).getByRole('button', { name: 'Pay now' }));
    const dialog = await kitDialog('Pay for the order');
    expect(dialog).toHaveTextContent('Pay CN¥25.00 from your Balance?');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enter your payment password' });
    expect(sheet).toHaveTextContent('Paying CN¥25.00');
    await tapDigits(user, PAY_PASSWORD);
    await waitFor(async () => expect(await card(order.order_no)).toHaveTextContent('Paid'));
    expect(pays.count).toBe(1);
    pays.stop();
    expect(money(cachedMe().balance).eq(before.minus(25))).toBe(true);
    expect(await card(order.order_no)).toHaveTextContent('Paid. Pending shipment by the seller.');
  });

  it('confirms receipt after asking: the order is completed and the seller credited once', async () => {
    const user = setupUser();
    const { order, seller } = await demoOrder();
    await buyBazaar({ order_id: order.id, pay_password: PAY_PASSWORD });
    await signInAs(SELLER);
    await shipBazaarOrder({ id: order.id, courier_number: 'YT9876543210' });
    await signInDemo();
    const sellerBefore = money(userRow(seller.userInfo.uid).balance);
    const receipts = countRequests(G.receive.path);
    renderRoute(`/pages/order/market?id=${order.id}`);
    const shipped = await card(order.order_no);
    expect(shipped).toHaveTextContent('Courier number: YT9876543210');
    // The seller's name is masked for the buyer, as every name the app shows of another user.
    expect(shipped).toHaveTextContent(`Seller: ${maskName(seller.userInfo.nickName)}`);
    await user.click(within(shipped).getByRole('button', { name: 'Confirm receipt' }));
    await user.click(within(await kitDialog('Did you receive it?')).getByRole('button', { name: 'Cancel' }));
    expect(receipts.count).toBe(0);
    await user.click(within(shipped).getByRole('button', { name: 'Confirm receipt' }));
    await user.click(
      within(await kitDialog('Did you receive it?')).getByRole('button', { name: 'Confirm receipt' }),
    );
    await waitFor(async () => expect(await card(order.order_no)).toHaveTextContent('Completed'));
    expect(receipts.count).toBe(1);
    receipts.stop();
    expect(money(userRow(seller.userInfo.uid).balance).eq(sellerBefore.plus(25))).toBe(true);
  });

  it('cancels an order not paid within the hour, and its stock goes back', async () => {
    const { order, listing } = await demoOrder();
    expect((await getListing(listing.id)).stock).toBe(listing.stock - 1);
    clock.advance(HOUR + 1000);
    renderRoute('/pages/order/market?status=4');
    const cancelled = await card(order.order_no);
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveTextContent('Cancelled: not paid within 1 hour.');
    expect(within(cancelled).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect((await getListing(listing.id)).stock).toBe(listing.stock);
  });
});
