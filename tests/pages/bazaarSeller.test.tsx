import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { getListing, getSellerCount } from '../../src/api/goods/goods';
import { getGoodsOrderInfo } from '../../src/api/orders/orders';
import { renderRoute, setupUser } from '../render';
import { demoSeller, platformGoods, publish, signInDemo, userRow } from './bazaarFixtures';
import { countRequests } from './detailsFixtures';
import { holdings } from './orderFixtures';
import { kitDialog, serve } from './myMoneyFixtures';

// jsdom has no canvas: the resize hands back a small JPEG of the same bytes.
const resize = vi.hoisted(() =>
  vi.fn(async (file: File) => new File([file], 'small.jpg', { type: 'image/jpeg' })),
);
vi.mock('../../src/lib/resizeImage', () => ({ resizeImage: resize }));

const G = endpoints.Goods;
const APPLY = '/pages/bazaar/apply';
const SHOP = '/pages/bazaar/my';
const RELEASE = '/pages/bazaar/release';

const condition = (rule: RegExp) => screen.findByText(rule).then((text) => text.closest('li') as HTMLElement);

describe('becoming a seller', () => {
  it('shows each condition with the user’s own figure and a tick', async () => {
    await signInDemo();
    renderRoute(APPLY);
    // The fake backend's sys_config: 20 check-in days and above 200 QC; the demo has 23 days and 300 QC.
    const days = await condition(/At least 20 check-in days/);
    expect(days).toHaveTextContent('Your check-in days: 23');
    expect(within(days).getByRole('img', { name: 'Met' })).toBeInTheDocument();
    const qc = await condition(/A QC balance above 200\.00/);
    expect(qc).toHaveTextContent(/Your QC balance: 300\.00\sQC/);
    expect(within(qc).getByRole('img', { name: 'Met' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open my shop' })).toBeEnabled();
  });

  it('crosses what is missing and says where to get it; the shop cannot be opened yet', async () => {
    await signInDemo();
    serve(endpoints.Profile.GetDictByKeys, {
      sys_config: { seller_open_sign: 30, seller_open_balance: 500 },
      phone_region: [],
    });
    renderRoute(APPLY);
    const days = await condition(/At least 30 check-in days/);
    expect(within(days).getByRole('img', { name: 'Not met' })).toBeInTheDocument();
    expect(days).toHaveTextContent('Check-in days still needed: 7');
    expect(within(days).getByRole('link', { name: 'Go to check-in' })).toHaveAttribute(
      'href',
      '/pages/my/signIn',
    );
    const qc = await condition(/A QC balance above 500\.00/);
    expect(within(qc).getByRole('img', { name: 'Not met' })).toBeInTheDocument();
    expect(within(qc).getByRole('link', { name: 'Exchange for QC' })).toHaveAttribute(
      'href',
      '/pages/my/exchange',
    );
    expect(screen.getByRole('button', { name: 'Open my shop' })).toBeDisabled();
  });

  it('opens the shop once and lands in it', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const opens = countRequests(G.open.path);
    const { router } = renderRoute(APPLY);
    const open = await screen.findByRole('button', { name: 'Open my shop' });
    await user.click(open);
    await user.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe(SHOP));
    expect(opens.count).toBe(1);
    opens.stop();
    expect(userRow(grant.userInfo.uid).isSeller).toBe(true);
  });

  it('sends someone without a shop from the shop to apply', async () => {
    await signInDemo();
    const { router } = renderRoute(SHOP);
    await waitFor(() => expect(router.state.location.pathname).toBe(APPLY));
  });
});

describe('the seller’s shop', () => {
  it('shows its figures, takes a listing off the shelf after asking, and publishes it again', async () => {
    const user = setupUser();
    await demoSeller();
    const listing = await publish({ price: 12.5, stock: 4 });
    const count = await getSellerCount();
    const edits = countRequests(G.edit.path);
    renderRoute(SHOP);
    const figures = await screen.findByRole('region', { name: 'Shop figures' });
    await waitFor(() =>
      expect(within(figures).getByText('On sale').nextElementSibling).toHaveTextContent(
        String(count.published),
      ),
    );
    expect(within(figures).getByText('Pending shipment').nextElementSibling).toHaveTextContent(
      String(count.to_ship),
    );

    const row = () =>
      screen.findAllByRole('article', { name: listing.name }).then((rows) => rows[0] as HTMLElement);
    expect(await row()).toHaveTextContent('Stock 4 · Sold 0');
    await user.click(within(await row()).getByRole('button', { name: 'Take off shelf' }));
    await user.click(
      within(await kitDialog('Take it off the shelf?')).getByRole('button', { name: 'Cancel' }),
    );
    expect(edits.count).toBe(0);
    await user.click(within(await row()).getByRole('button', { name: 'Take off shelf' }));
    await user.click(
      within(await kitDialog('Take it off the shelf?')).getByRole('button', { name: 'Take off shelf' }),
    );
    await waitFor(async () => expect((await getListing(listing.id)).status).toBe(0));
    expect(edits.count).toBe(1);

    await user.click(screen.getByRole('tab', { name: 'Off shelf' }));
    await user.click(within(await row()).getByRole('button', { name: 'Publish' }));
    await waitFor(async () => expect((await getListing(listing.id)).status).toBe(1));
    expect(edits.count).toBe(2);
    edits.stop();
  });
});

describe('publishing a product', () => {
  it('says what is missing before sending anything', async () => {
    const user = setupUser();
    await demoSeller();
    const adds = countRequests(G.addGoods.path);
    renderRoute(RELEASE);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose the product you sell')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount above 0')).toBeInTheDocument();
    expect(screen.getByText('Describe the item (1 to 2,000 characters)')).toBeInTheDocument();
    // The quantity is whole and at most four digits: a fifth is not taken.
    await user.type(screen.getByLabelText('Quantity'), '2345');
    expect(screen.getByLabelText('Quantity')).toHaveValue('1234');
    expect(adds.count).toBe(0);
    adds.stop();
  });

  it('picks the product, uploads a picture and publishes once', async () => {
    const user = setupUser();
    await demoSeller();
    const goods = await platformGoods();
    const adds = countRequests(G.addGoods.path);
    const uploads = countRequests(endpoints.Profile.Upload.path);
    const { router } = renderRoute(RELEASE);
    const publishButton = await screen.findByRole('button', { name: 'Publish' });
    await user.click(screen.getByRole('button', { name: 'Choose a platform product' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a product' });
    await user.click(within(picker).getByPlaceholderText('Search by name'));
    await user.paste(goods.name);
    await user.click(await within(picker).findByRole('button', { name: new RegExp(goods.name) }));
    await user.type(screen.getByLabelText('Price'), '12.5');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByLabelText('Description'));
    await user.paste('Boxed, <never> opened');
    const picture = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('.picture-uploader input[type="file"]');
    if (!input) throw new Error('no picture input');
    await user.upload(input, picture);
    await waitFor(() => expect(uploads.count).toBe(1));
    await waitFor(() => expect(publishButton).toBeEnabled());

    await user.click(publishButton);
    await user.click(publishButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/bazaar/goodsStatus'));
    expect(adds.count).toBe(1);
    adds.stop();
    uploads.stop();
    const id = Number(new URLSearchParams(router.state.location.search).get('id'));
    const listing = await getListing(id);
    expect(listing).toMatchObject({
      goods_id: goods.id,
      price: 12.5,
      stock: 3,
      status: 1,
      currency: 'balance',
    });
    // Typed as text, stored as HTML that shows the same text.
    expect(listing.description).toBe('Boxed, &lt;never&gt; opened');
    expect(listing.images).toHaveLength(1);
  });
});

describe('one-click listing', () => {
  it('puts an owned unshipped item on sale; its order then shows "In your shop"', async () => {
    const user = setupUser();
    await demoSeller();
    const rice = (await holdings()).rice();
    const listings = countRequests(G.oneClickListing.path);
    const first = renderRoute(SHOP);
    await user.click(await screen.findByRole('button', { name: 'Sell an item I own' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sell an item I own' });
    await user.click(await within(sheet).findByRole('button', { name: new RegExp(rice.orderNo) }));
    await user.type(within(sheet).getByLabelText('Price'), '30');
    await user.click(within(sheet).getByRole('radio', { name: 'QC' }));
    const send = within(sheet).getByRole('button', { name: 'Put on sale' });
    await user.click(send);
    await user.click(send);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sell an item I own' })).not.toBeInTheDocument(),
    );
    expect(listings.count).toBe(1);
    listings.stop();
    expect((await getGoodsOrderInfo(rice.id)).itemState).toBe('listed');
    first.unmount();

    renderRoute(`/pages/order/detailsBuy?id=${rice.id}`);
    expect(await screen.findByText('In your shop')).toBeInTheDocument();
    for (const name of ['Request shipping', 'Sell back', 'Give as gift'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in my shop' })).toHaveAttribute('href', SHOP);
  });
});
