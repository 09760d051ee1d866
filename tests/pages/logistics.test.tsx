import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getGoodsOrderList, requestShipping, type Shipment } from '../../src/api/orders/orders';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './detailsFixtures';

const O = endpoints.UserOrders;
const PATH = '/pages/my/logistics';

const cards = () => screen.getAllByRole('article');

/** The demo's seeded shipment (a received robot), plus the bag of rice sent off now, still to ship. */
async function demoWithTwoShipments() {
  const grant = await signInDemo();
  const { list } = await getGoodsOrderList({ pageIndex: 1, pageSize: 50, itemState: 'unshipped' });
  const rice = list[0];
  if (!rice) throw new Error('the demo has no unshipped goods order');
  const toShip = await requestShipping(rice.id);
  return { grant, toShip };
}

const shipmentRow = (id: number): Shipment => ({
  id,
  orderId: id,
  orderNo: `QC${id}`,
  kind: 'goods',
  goodsName: `Parcel ${id}`,
  thumbnail: '',
  recipientName: 'Zhang Wei',
  recipientPhoneRegion: '+86',
  recipientPhoneNumber: '13800000000',
  address: '88 Century Avenue',
  deliveryMethod: 'express',
  courierNumber: `SF${id}`,
  status: 'shipped',
  createTime: Date.UTC(2026, 0, 2),
  shipTime: Date.UTC(2026, 0, 3),
});

describe('logistics', () => {
  it('lists every shipment with its goods, numbers, recipient and times', async () => {
    const { toShip } = await demoWithTwoShipments();
    renderRoute(PATH);
    const rice = within(await screen.findByRole('article', { name: toShip.goodsName }));
    expect(cards()).toHaveLength(2);
    expect(rice.getByText(toShip.orderNo)).toBeInTheDocument();
    expect(rice.getByText('Assigned when shipped')).toBeInTheDocument();
    expect(rice.getByText('Not yet')).toBeInTheDocument();
    expect(rice.getByText('Pending shipment')).toBeInTheDocument();
    expect(rice.getByText('Courier delivery')).toBeInTheDocument();
    expect(
      rice.getByText(`${toShip.recipientName} ${toShip.recipientPhoneRegion} ${toShip.recipientPhoneNumber}`),
    ).toBeInTheDocument();
    expect(rice.getByText(toShip.address)).toBeInTheDocument();

    const received = within(cards()[1] as HTMLElement);
    expect(received.getByText('Received')).toBeInTheDocument();
    expect(received.getByText(/^QC\d{10}$/)).toBeInTheDocument();
  });

  it('copies a courier number', async () => {
    const user = setupUser();
    await signInDemo();
    renderRoute(PATH);
    const card = within((await screen.findAllByRole('article'))[0] as HTMLElement);
    const number = card.getByText(/^QC\d{10}$/).textContent;
    await user.click(card.getByRole('button', { name: 'Copy courier number' }));
    expect(await screen.findByText('Courier number copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(number);
  });

  it('filters by shipping state', async () => {
    const user = setupUser();
    const { toShip } = await demoWithTwoShipments();
    renderRoute(PATH);
    await screen.findByRole('article', { name: toShip.goodsName });

    await user.click(screen.getByRole('tab', { name: 'Pending shipment' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('article', { name: toShip.goodsName })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Shipped' }));
    expect(await screen.findByText('No shipments in this state')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Received' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('article', { name: toShip.goodsName })).not.toBeInTheDocument();
    expect(within(cards()[0] as HTMLElement).getByText('Received')).toBeInTheDocument();
  });

  it('says so when nothing was ever shipped', async () => {
    const grant = await signInDemo();
    const state = db();
    state.shipments = state.shipments.filter((row) => row.uid !== grant.userInfo.uid);
    renderRoute(PATH);
    expect(await screen.findByText('No shipments yet')).toBeInTheDocument();
  });

  it('loads 20 shipments a page as the list scrolls', async () => {
    await signInDemo();
    scrollListsToEnd();
    const sizes: string[] = [];
    const rows = Array.from({ length: 25 }, (_, i) => shipmentRow(i + 1));
    server.use(
      http.get(`*${O.GetLogisticList.path}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        sizes.push(query.get('pageSize') ?? '');
        const start = (Number(query.get('pageIndex')) - 1) * 20;
        return HttpResponse.json({
          code: 200,
          msg: '',
          data: { list: rows.slice(start, start + 20), total: 25 },
        });
      }),
    );
    renderRoute(PATH);
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(cards()).toHaveLength(25);
    expect(sizes).toEqual(['20', '20']);
  });

  it('shows an error with retry when the list cannot be loaded', async () => {
    const user = setupUser();
    await signInDemo();
    server.use(
      http.get(
        `*${O.GetLogisticList.path}`,
        () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
        {
          once: true,
        },
      ),
    );
    renderRoute(PATH);
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
