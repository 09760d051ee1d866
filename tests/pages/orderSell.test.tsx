import { screen, waitFor, within } from '@testing-library/react';
import { claimReward } from '../../src/api/orders/orders';
import { cachedMe, renderRoute, setupUser } from '../render';
import { demo, O, recordQueries } from './orderFixtures';

const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling;

describe('selling back', () => {
  it('shows what the user will receive before confirming, then credits it once', async () => {
    const { rice } = await demo();
    const sales = recordQueries(O.SellGoods);
    const user = setupUser();
    renderRoute(`/pages/order/sell?kind=goods&id=${rice().id}`);
    const quote = await screen.findByRole('region', { name: 'Sale quote' });
    expect(within(quote).getByTestId('sell-amount')).toHaveTextContent('CN¥62.10');
    expect(fact(quote, 'Balance now')).toHaveTextContent('CN¥1,000.00');
    expect(fact(quote, 'Balance after the sale')).toHaveTextContent('CN¥1,062.10');
    expect(screen.getByText('In storage')).toBeInTheDocument();
    expect(sales).toHaveLength(0);

    const confirm = within(quote).getByRole('button', { name: 'Sell for CN¥62.10' });
    await user.click(confirm);
    await user.click(confirm);
    const done = (await screen.findByText('Sold back to the platform')).closest('section') as HTMLElement;
    expect(done).toHaveAttribute('role', 'status');
    expect(fact(done, 'Credited')).toHaveTextContent('CN¥62.10');
    expect(fact(done, 'New balance')).toHaveTextContent('CN¥1,062.10');
    expect(cachedMe().balance).toBe(1062.1);
    expect(await screen.findByText('Sold back')).toBeInTheDocument();
    expect(sales).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Sell for/ })).toBeNull();
  });

  it('sells a claimed prize through SellTreasure', async () => {
    const { voucher } = await demo();
    await claimReward(voucher().id);
    const sales = recordQueries(O.SellTreasure);
    const user = setupUser();
    renderRoute(`/pages/order/sell?kind=treasure&id=${voucher().id}`);
    await user.click(await screen.findByRole('button', { name: 'Sell for CN¥8.00' }));
    expect(await screen.findByText('Sold back')).toBeInTheDocument();
    expect(sales.map((q) => q.get('id'))).toEqual([String(voucher().id)]);
    expect(cachedMe().balance).toBe(1008);
  });

  it('sells an unclaimed item gift for its recycle price from the gift list', async () => {
    const { coffee } = await demo();
    const user = setupUser();
    renderRoute(`/pages/order/sell?kind=gift&id=${coffee().id}`);
    const quote = await screen.findByRole('region', { name: 'Sale quote' });
    expect(screen.getByText(coffee().title)).toBeInTheDocument();
    expect(within(quote).getByTestId('sell-amount')).toHaveTextContent('CN¥160.20');
    expect(screen.getByText('Unclaimed')).toBeInTheDocument();
    await user.click(within(quote).getByRole('button', { name: 'Sell for CN¥160.20' }));
    expect(await screen.findByText('Sold back')).toBeInTheDocument();
    expect(cachedMe().balance).toBe(1160.2);
  });

  it('offers no sale for an item no longer in hand', async () => {
    const { robot } = await demo();
    renderRoute(`/pages/order/sell?kind=goods&id=${robot().id}`);
    expect(
      await screen.findByText('This item cannot be sold back in its current state.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sell for/ })).toBeNull();
  });

  it('says "not found" for an unknown kind or gift', async () => {
    await demo();
    renderRoute('/pages/order/sell?kind=bazaar&id=1');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Order not found');
    renderRoute('/pages/order/sell?kind=gift&id=99999');
    await waitFor(() => expect(screen.getAllByTestId('not-found')).toHaveLength(2));
  });
});
