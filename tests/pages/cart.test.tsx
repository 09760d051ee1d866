import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { getListings, type BazaarListing } from '../../src/api/goods/goods';
import { getCategoryList } from '../../src/api/draws/treasure';
import { maskName } from '../../src/lib/format';
import { compare, formatAmount, withCurrency } from '../../src/lib/money';
import { server } from '../../src/mocks/node';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { recordQueries, serve } from './myMoneyFixtures';

const MARKET = '/pages/cart/index';
const ALL = { page: 1, pageSize: 100 };

/** What the market lists now (the fake backend's published listings in stock), newest first. */
const onSale = async () => (await getListings(ALL)).list;

const cards = () => screen.findAllByRole('article', undefined, { timeout: 5000 });
const cardNames = async () =>
  (await cards()).map((card) => card.querySelector('.row-card-name')?.textContent);
const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

/** A listing as the fake backend would send it, for lists the seed cannot make (25 rows, paged). */
function listingRow(id: number): BazaarListing {
  return {
    id,
    goods_id: 1,
    name: `Listing ${id}`,
    type: 1,
    images: [],
    description: '<p>x</p>',
    price: 10,
    currency: 'balance',
    stock: 1,
    sales: 0,
    status: 1,
    seller_uid: 2,
    seller_name: 'Seller',
    seller_avatar: '',
    create_time: 0,
    publish_time: 0,
  };
}

describe('market tab', () => {
  it('lists what is on sale: picture, name, price with its currency, the masked seller and the stock', async () => {
    const listings = await onSale();
    expect(listings.length).toBeGreaterThan(1);
    renderRoute(MARKET);
    expect(await cardNames()).toEqual(listings.map((listing) => listing.name));
    for (const listing of listings) {
      const card = within(screen.getAllByRole('article')[listings.indexOf(listing)] as HTMLElement);
      // The price with its unit: QC's symbol after it, the balance's currency sign before it.
      const figure = formatAmount(listing.price, 'en');
      const price = listing.currency === 'qc' ? `${figure} QC` : withCurrency(figure, 'en');
      expect(card.getByText(price)).toHaveClass('amount', `is-${listing.currency}`);
      expect(card.getByText(`Seller: ${maskName(listing.seller_name)}`)).toBeInTheDocument();
      expect(card.getByText(`${listing.stock} in stock`)).toBeInTheDocument();
      expect(card.getByRole('link')).toHaveAttribute(
        'href',
        `${listing.currency === 'qc' ? '/pages/bazaar/qcDetails' : '/pages/cart/details'}?id=${listing.id}`,
      );
    }
    // The seller's whole name is on no card.
    expect(screen.queryByText(new RegExp(listings[0]?.seller_name ?? '-'))).toBeNull();
  });

  it('narrows the list to a category, then to QC listings', async () => {
    const user = setupUser();
    const listings = await onSale();
    const categories = await getCategoryList();
    const category = categories.find((c) => listings.some((listing) => listing.type === c.id));
    if (!category) throw new Error('no category holds a listing');
    const queries = recordQueries(endpoints.Goods.list);
    renderRoute(MARKET);
    await cards();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', {
        name: category.name,
      }),
    );
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ type: String(category.id) }));
    await waitFor(async () =>
      expect(await cardNames()).toEqual(listings.filter((l) => l.type === category.id).map((l) => l.name)),
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Paid with' })).getByRole('radio', { name: 'QC' }),
    );
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ currency: 'qc' }));
    const qc = listings.filter((listing) => listing.currency === 'qc');
    expect(qc.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await cardNames()).toEqual(qc.map((listing) => listing.name)));
  });

  it('sorts by price, low to high and high to low', async () => {
    const user = setupUser();
    const listings = await onSale();
    const priceOf = new Map(listings.map((listing) => [listing.name, listing.price]));
    const shownPrices = async () => (await cardNames()).map((name) => priceOf.get(name ?? '') ?? NaN);
    const queries = recordQueries(endpoints.Goods.list);
    renderRoute(MARKET);
    await cards();
    const sort = within(screen.getByRole('radiogroup', { name: 'Sort' }));

    await user.click(sort.getByRole('radio', { name: 'Price, low to high' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ sort: 'price_asc' }));
    const ascending = [...listings.map((l) => l.price)].sort((a, b) => compare(a, b));
    await waitFor(async () => expect(await shownPrices()).toEqual(ascending));

    await user.click(sort.getByRole('radio', { name: 'Price, high to low' }));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ sort: 'price_desc' }));
    await waitFor(async () => expect(await shownPrices()).toEqual([...ascending].reverse()));
  });

  it('searches by name on submit, and says when nothing matches', async () => {
    const user = setupUser();
    const listings = await onSale();
    const wanted = listings[0];
    if (!wanted) throw new Error('nothing is on sale');
    const word = wanted.name.split(/\s+/)[0] ?? wanted.name;
    const queries = recordQueries(endpoints.Goods.list);
    const { router } = renderRoute(MARKET);
    await cards();
    // The field is drawn anew for each search (it follows Back): it is found again each time.
    const field = () => screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(field(), `${word.toUpperCase()}{Enter}`);
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ keyword: word.toUpperCase() }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(word.toUpperCase());
    const matching = listings.filter((l) => l.name.toLowerCase().includes(word.toLowerCase()));
    await waitFor(async () => expect(await cardNames()).toEqual(matching.map((l) => l.name)));

    await user.clear(field());
    await user.type(field(), 'zzqqxx{Enter}');
    expect(await screen.findByText('Nothing on sale matches')).toBeInTheDocument();
  });

  it('says nothing is on sale when the market is empty', async () => {
    serve(endpoints.Goods.list, { list: [], total: 0 });
    renderRoute(MARKET);
    expect(await screen.findByText('Nothing on sale here yet', undefined, { timeout: 5000 })).toBeVisible();
  });

  it('says the list failed and loads it again on retry', async () => {
    const user = setupUser();
    serve(endpoints.Goods.list, null, { code: 500, msg: 'Server busy', once: true });
    renderRoute(MARKET);
    await user.click(await screen.findByRole('button', { name: /Retry/ }, { timeout: 5000 }));
    expect((await cards()).length).toBeGreaterThan(0);
  });

  it('loads page 2 as the list scrolls to its end', async () => {
    scrollListsToEnd();
    const rows = Array.from({ length: 25 }, (_, index) => listingRow(1000 - index));
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`*${endpoints.Goods.list.path}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const size = Number(query.get('pageSize'));
        const start = (Number(query.get('page')) - 1) * size;
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { list: rows.slice(start, start + size), total: rows.length },
        });
      }),
    );
    renderRoute(MARKET);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25), { timeout: 5000 });
    expect(queries.map((query) => [query.get('page'), query.get('pageSize')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });
});
