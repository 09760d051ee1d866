import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getGoodsOrderList, getTreasureOrderList, type Order } from '../../src/api/orders/orders';
import { getComments } from '../../src/api/draws/treasure';
import { server } from '../../src/mocks/node';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

// jsdom has no canvas: the resize is replaced by one that hands back a small JPEG of the same bytes.
const resize = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], 'small.jpg', { type: 'image/jpeg' })),
);
vi.mock('../../src/lib/resizeImage', () => ({ resizeImage: resize }));

const T = endpoints.Treasure;
const path = (order: Pick<Order, 'id'>, kind?: string) =>
  `/pages/order/evaluate?id=${order.id}${kind ? `&kind=${kind}` : ''}`;

/** The demo's seeded goods orders in one item state. */
async function demoGoodsOrder(itemState: 'received' | 'unshipped') {
  const { list } = await getGoodsOrderList({ pageIndex: 1, pageSize: 50, itemState });
  const order = list.find((candidate) => !candidate.commented);
  if (!order) throw new Error(`the demo has no uncommented ${itemState} goods order`);
  return order;
}

const reviewBox = () => screen.findByPlaceholderText('Enter evaluation content');
const submit = () => screen.getByRole('button', { name: 'Submit review' });

describe('order review', () => {
  beforeEach(() => {
    // The uploader previews picked files through object URLs, which jsdom lacks.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('reviews a received order once: the review is sent once and then shows on the product page', async () => {
    const user = setupUser();
    await signInDemo();
    const order = await demoGoodsOrder('received');
    const comment = countRequests(T.Comment.path);
    const { router } = renderRoute(path(order));

    expect(await screen.findByText(order.goodsName)).toBeInTheDocument();
    expect(screen.getByText(`Order No. ${order.orderNo}`)).toBeInTheDocument();
    await user.type(await reviewBox(), 'Sturdy robot, my kid loves it');
    expect(screen.getByText('29/500')).toBeInTheDocument();
    await user.dblClick(submit());

    expect(await screen.findByText('Thanks for your review')).toBeInTheDocument();
    expect(comment.count).toBe(1);
    comment.stop();
    const { list } = await getComments({ goodsId: order.goodsId, pageIndex: 1, pageSize: 5 });
    expect(list[0]?.content).toBe('Sturdy robot, my kid loves it');

    await user.click(screen.getByRole('button', { name: 'View on the product page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/details'));
    expect(router.state.location.search).toBe(`?type=goods&id=${order.goodsId}`);
    expect(await screen.findByText('Sturdy robot, my kid loves it')).toBeInTheDocument();
  });

  it('says an order can be reviewed only once', async () => {
    const user = setupUser();
    await signInDemo();
    const order = await demoGoodsOrder('received');
    renderRoute(path(order));
    await user.type(await reviewBox(), 'Good');
    await user.click(submit());
    expect(await screen.findByText('Thanks for your review')).toBeInTheDocument();

    renderRoute(path(order));
    expect(await screen.findByText('You have already reviewed this order')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'View on the product page' }).length).toBeGreaterThan(0);
  });

  it('requires the review text before sending', async () => {
    const user = setupUser();
    await signInDemo();
    const order = await demoGoodsOrder('received');
    const comment = countRequests(T.Comment.path);
    renderRoute(path(order));
    await user.type(await reviewBox(), '   ');
    await user.click(submit());
    expect(await screen.findByText('Enter your review')).toBeInTheDocument();
    expect(comment.count).toBe(0);
    comment.stop();
  });

  it('resizes and uploads pictures, and sends their addresses with the review', async () => {
    const user = setupUser();
    await signInDemo();
    const order = await demoGoodsOrder('received');
    const uploads = countRequests(endpoints.Profile.Upload.path);
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // Held until the test has seen the upload in progress; then the fake backend answers it.
    server.use(
      http.post(`*${endpoints.Profile.Upload.path}`, () => held.then(() => undefined), { once: true }),
    );
    renderRoute(path(order));
    await user.type(await reviewBox(), 'Looks just like the photos');

    const picture = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, picture);
    await waitFor(() => expect(uploads.count).toBe(1));
    expect(resize).toHaveBeenCalledWith(picture);
    expect(screen.getByRole('status')).toHaveTextContent(/Uploading pictures… \d+%/);
    expect(submit()).toBeDisabled();
    arrive();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText(/Uploading pictures/)).not.toBeInTheDocument();
    uploads.stop();

    await user.click(submit());
    expect(await screen.findByText('Thanks for your review')).toBeInTheDocument();
    const { list } = await getComments({ goodsId: order.goodsId, pageIndex: 1, pageSize: 5 });
    expect(list[0]?.content).toBe('Looks just like the photos');
    expect(list[0]?.images).toEqual([expect.stringMatching(/^data:image\/jpeg;base64,/)]);
  });

  it('explains that an order not yet received cannot be reviewed', async () => {
    await signInDemo();
    const order = await demoGoodsOrder('unshipped');
    renderRoute(path(order));
    expect(await screen.findByText('This order cannot be reviewed yet')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter evaluation content')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to my orders' })).toBeInTheDocument();
  });

  it('reads other kinds of order through their own call', async () => {
    await signInDemo();
    const { list } = await getTreasureOrderList({ pageIndex: 1, pageSize: 1 });
    const order = list[0];
    if (!order) throw new Error('the demo has no treasure order');
    const info = countRequests(endpoints.UserOrders.GetTreasureOrderInfo.path);
    renderRoute(path(order, 'treasure'));
    expect(await screen.findByText(order.goodsName)).toBeInTheDocument();
    expect(info.count).toBe(1);
    info.stop();
  });

  it('says so when the link has no usable order id', async () => {
    await signInDemo();
    renderRoute('/pages/order/evaluate?id=abc');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
