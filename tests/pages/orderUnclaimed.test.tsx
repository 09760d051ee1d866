import { screen, waitFor, within } from '@testing-library/react';
import { cachedMe, loadMe, renderRoute, setupUser } from '../render';
import { Profile as P } from '../../src/api/endpoints';
import { demo, O, recordQueries, serve } from './orderFixtures';

const section = (name: string) => screen.findByRole('region', { name });

describe('unclaimed prizes and gifts', () => {
  it('lists won prizes and received gifts waiting to be claimed', async () => {
    const { voucher, coffee, money } = await demo();
    const lists = recordQueries(P.GetMyOrderList);
    const draws = recordQueries(O.GetTreasureOrderList);
    renderRoute('/pages/order/unclaimed');
    const prizes = await section('Prizes to claim');
    const prize = await within(prizes).findByRole('article', { name: voucher().goodsName });
    expect(within(prize).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    // One list spans the won draws, crowdfundings and auctions.
    expect(lists.map((query) => query.get('itemState'))).toContain('unclaimed');
    expect(draws).toHaveLength(0);

    const gifts = await section('Gifts received');
    const item = await within(gifts).findByRole('article', { name: coffee().title });
    // The sender's name is masked (王小明 → 王*明).
    expect(item).toHaveTextContent('From 王*明');
    expect(item).toHaveTextContent('× 2');
    for (const name of ['Claim', 'Sell back', 'Give as gift']) {
      expect(within(item).getByRole('button', { name })).toBeInTheDocument();
    }
    const cash = within(gifts).getByRole('article', { name: money().title });
    expect(cash).toHaveTextContent('CN¥88.80');
    expect(within(cash).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(cash).queryByRole('button', { name: 'Sell back' })).toBeNull();
  });

  it('credits a balance gift at once', async () => {
    const { money } = await demo();
    const user = setupUser();
    renderRoute('/pages/order/unclaimed');
    await loadMe();
    const gifts = await section('Gifts received');
    const cash = await within(gifts).findByRole('article', { name: money().title });
    await user.click(within(cash).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(cachedMe().balance).toBe(1088.8));
    await waitFor(() => expect(within(gifts).queryByRole('article', { name: money().title })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('claims an item gift, then ships the order it became', async () => {
    const { coffee } = await demo();
    const claims = recordQueries(O.ClaimGift);
    const shipping = recordQueries(O.ShippingReq);
    const user = setupUser();
    renderRoute('/pages/order/unclaimed');
    const item = await within(await section('Gifts received')).findByRole('article', {
      name: coffee().title,
    });
    await user.click(within(item).getByRole('button', { name: 'Claim' }));
    const next = await screen.findByRole('dialog', { name: 'Claimed! What next?' });
    expect(claims).toHaveLength(1);
    await user.click(within(next).getByRole('button', { name: 'Request shipping' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ship to my address' });
    expect(within(sheet).getByText(coffee().title)).toBeInTheDocument();
    await user.click(await within(sheet).findByRole('button', { name: 'Ship to this address' }));
    await waitFor(() => expect(shipping).toHaveLength(1));
    expect(Number(shipping[0]?.get('id'))).toBeGreaterThan(0);
  });

  it('goes to the sell page from a gift', async () => {
    const { coffee } = await demo();
    const user = setupUser();
    const { router } = renderRoute('/pages/order/unclaimed');
    const item = await within(await section('Gifts received')).findByRole('article', {
      name: coffee().title,
    });
    await user.click(within(item).getByRole('button', { name: 'Sell back' }));
    await waitFor(
      () =>
        expect(router.state.location).toMatchObject({
          pathname: '/pages/order/sell',
          search: `?kind=gift&id=${coffee().id}`,
        }),
      { timeout: 5000 },
    );
  });

  it('says when nothing waits, and shows a failed gift box with retry', async () => {
    await demo();
    serve(P.GetMyOrderList, { list: [], total: 0 });
    const { Message } = await import('../../src/api/endpoints');
    serve(Message.GetGiftsList, null, 500, 'Server busy');
    renderRoute('/pages/order/unclaimed');
    expect(await screen.findByText('No prizes waiting')).toBeInTheDocument();
    expect(await within(await section('Gifts received')).findByTestId('error-state')).toHaveTextContent(
      'Server busy',
    );
  });
});
