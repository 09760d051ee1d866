import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { modifyAddress } from '../../src/api/account/profile';
import { clock } from '../../src/mocks/clock';
import { renderRoute, setupUser } from '../render';
import { demo, O, recordQueries, serve } from './orderFixtures';

const P = endpoints.Profile;

async function openShipSheet(path: string) {
  const user = setupUser();
  const view = renderRoute(path);
  await user.click(await screen.findByRole('button', { name: 'Request shipping' }));
  const sheet = await screen.findByRole('dialog', { name: 'Ship to my address' });
  return { user, sheet, ...view };
}

describe('shipping', () => {
  it('ships to the approved address, then follows the server as it ships and delivers', async () => {
    const { rice } = await demo();
    const requests = recordQueries(O.ShippingReq);
    const { user, sheet, queryClient } = await openShipSheet(`/pages/order/detailsBuy?id=${rice().id}`);
    const address = await within(sheet).findByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('张伟 +86 138****0000');
    expect(address).toHaveTextContent('88 Century Avenue, Pudong, Shanghai');
    expect(address).toHaveTextContent('Express delivery');
    await user.click(within(sheet).getByRole('button', { name: 'Ship to this address' }));

    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(requests.map((q) => q.get('id'))).toEqual([String(rice().id)]);
    expect(within(shipment).getByText('Shipping state').nextElementSibling).toHaveTextContent(
      'Pending shipment',
    );
    expect(within(shipment).getByText('Courier number').nextElementSibling).toHaveTextContent('Not yet');
    expect(screen.getByRole('link', { name: 'View logistics' })).toHaveAttribute(
      'href',
      '/pages/my/logistics',
    );
    expect(screen.getByText('Pending shipment', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request shipping' })).toBeNull();

    clock.advance(3 * 60_000);
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Shipped', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(within(shipment).getByText('Courier number').nextElementSibling).toHaveTextContent(/^QC\d{10}$/);

    clock.advance(11 * 60_000);
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Received', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/pages/order/evaluate?id=${rice().id}&kind=goods`,
    );
  });

  it('refuses while the address is under review, and links to it', async () => {
    const { rice } = await demo();
    await modifyAddress({
      recipientName: '张伟',
      recipientPhoneRegion: '+86',
      recipientPhoneNumber: '13800000000',
      address: '1 New Road, Shanghai',
      deliveryMethod: 'express',
    });
    const requests = recordQueries(O.ShippingReq);
    const { sheet } = await openShipSheet(`/pages/order/detailsBuy?id=${rice().id}`);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('under review');
    expect(within(sheet).getByRole('link', { name: 'Edit my address' })).toHaveAttribute(
      'href',
      '/pages/my/address',
    );
    expect(within(sheet).queryByRole('button', { name: 'Ship to this address' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('says why a rejected address cannot be used', async () => {
    const { rice } = await demo();
    serve(P.GetMyAddress, {
      recipientName: 'A',
      recipientPhoneRegion: '+86',
      recipientPhoneNumber: '13800000000',
      address: 'Nowhere',
      deliveryMethod: 'express',
      status: 2,
      rejectReason: 'The address is incomplete',
    });
    const { sheet } = await openShipSheet(`/pages/order/detailsBuy?id=${rice().id}`);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Your delivery address was rejected: The address is incomplete',
    );
    expect(within(sheet).queryByRole('button', { name: 'Ship to this address' })).toBeNull();
  });

  it('asks for an address when there is none', async () => {
    await demo();
    serve(P.GetMyAddress, null);
    const requests = recordQueries(O.ShippingReq);
    const { sheet, user, router } = await openShipSheet(`/pages/order/list`);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('You have no delivery address yet');
    await user.click(within(sheet).getByRole('link', { name: 'Add an address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/address'), { timeout: 5000 });
    expect(requests).toHaveLength(0);
  });
});
