import { textToHtml } from '../../src/lib/plainText';
import type { BazaarListing, SellerCount } from '../../src/api/goods/goods';
import type { Envelope } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { send, signInAt, USERS, userAt } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';
import { BAZAAR_USERS, G, LISTED, listingOf, listingRow, listings } from './bazaarHelpers';

withFrozenClock();

const names = (reply: Envelope<{ list: BazaarListing[] }>) => reply.data.list.map((l) => l.name);
const guestList = (query: Record<string, unknown> = {}) =>
  callFake<{ list: BazaarListing[]; total: number }>(G.list, query);

const NEW_LISTING = {
  goods_id: 11,
  price: 59.9,
  currency: 'balance',
  stock: 3,
  description: '<p>五常大米，新米上市 🍚</p>',
  images: ['https://example.com/rice.webp'],
};

describe('fake backend: the bazaar market', () => {
  it('lists the published listings in stock, newest first, for guests too', async () => {
    const reply = await guestList();
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(4);
    expect(names(reply)).toEqual([
      'Xiaomi Robot Vacuum S10',
      'Café Especial do Cerrado Mineiro 1kg',
      '설화수 윤조에센스 스페셜 세트',
      'JBL Flip 6 Portable Speaker',
    ]);
    expect(reply.data.list[0]).toMatchObject({
      goods_id: LISTED.vacuum,
      type: 2,
      price: 850.99,
      currency: 'balance',
      stock: 1,
      sales: 1,
      status: 1,
      seller_uid: userAt(USERS.joao).uid,
      seller_name: 'João Gonçalves Araújo',
    });
    // Without the seller's pictures the product's is the cover; with them, they are the pictures.
    expect(reply.data.list[0]?.images).toEqual([
      expect.stringMatching(/\/fake-media\/robot-vacuum-s10\.webp$/),
    ]);
    expect(reply.data.list[3]?.images).toHaveLength(3);
  });

  it('filters by keyword in any case, category and currency, and sorts by price', async () => {
    expect(names(await guestList({ keyword: 'cAFÉ' }))).toEqual(['Café Especial do Cerrado Mineiro 1kg']);
    expect(names(await guestList({ type: 1 }))).toEqual(['JBL Flip 6 Portable Speaker']);
    expect(names(await guestList({ currency: 'qc' }))).toEqual([
      'Café Especial do Cerrado Mineiro 1kg',
      '설화수 윤조에센스 스페셜 세트',
    ]);
    const ascending = await guestList({ sort: 'price_asc' });
    expect(ascending.data.list.map((l) => l.price)).toEqual([45.5, 80, 699, 850.99]);
    const descending = await guestList({ sort: 'price_desc', page: 2, pageSize: 3 });
    expect(descending.data).toMatchObject({ total: 4, list: [{ price: 45.5 }] });
    expect(await guestList({ currency: 'usdt' })).toEqual(
      refused('Choose the balance or QC as the currency'),
    );
    expect(await guestList({ sort: 'cheapest' })).toEqual(refused('Invalid request'));
  });

  it("shows a seller their whole shelf with scope 'mine', by status; refuses guests and non-sellers", async () => {
    const token = await signInAt(USERS.joao);
    const mine = await listings(token, { scope: 'mine' });
    expect(mine.data.total).toBe(6);
    const offShelf = await listings(token, { scope: 'mine', status: 0 });
    expect(offShelf.data.list).toMatchObject([{ goods_id: LISTED.starbucks, status: 0, stock: 4 }]);
    const soldOut = (await listings(token, { scope: 'mine', status: 1 })).data.list.find(
      (l) => l.stock === 0,
    );
    expect(soldOut).toMatchObject({ goods_id: LISTED.gShock, sales: 1 });
    expect(await guestList({ scope: 'mine' })).toEqual(refused('Please log in', -2000));
    const demo = await signInDemo();
    expect(await listings(demo, { scope: 'mine' })).toEqual(refused('Open a shop first'));
  });

  it('shows a published listing (sold out too) to anyone, an off-shelf one only to its seller', async () => {
    const soldOut = await callFake<BazaarListing>(G.detail, { id: listingOf(LISTED.gShock).id });
    expect(soldOut.data).toMatchObject({ name: 'Casio G-Shock GA-2100', stock: 0, type: 5 });
    const offShelf = listingOf(LISTED.starbucks).id;
    expect(await callFake(G.detail, { id: offShelf })).toEqual(refused('Product not found', 404));
    const demo = await signInDemo();
    expect(await send(G.detail, demo, { id: offShelf })).toEqual(refused('Product not found', 404));
    expect(await send(G.detail, demo, { id: 999 })).toEqual(refused('Product not found', 404));
    const joao = await signInAt(USERS.joao);
    expect((await send<BazaarListing>(G.detail, joao, { id: offShelf })).data).toMatchObject({ status: 0 });
  });

  it('keeps the seeded awkward descriptions as sent: long, markup, emoji and mixed scripts', async () => {
    const long = (await callFake<BazaarListing>(G.detail, { id: listingOf(LISTED.jbl).id })).data;
    expect([...long.description].length).toBeGreaterThan(1_800);
    expect([...long.description].length).toBeLessThanOrEqual(2_000);
    const hostile = (await callFake<BazaarListing>(G.detail, { id: listingOf(LISTED.sulwhasoo).id })).data;
    expect(hostile.description).toContain('<script>');
    expect(hostile.description).toMatch(/<img src=x onerror=/);
    const mixed = (await callFake<BazaarListing>(G.detail, { id: listingOf(LISTED.coffee).id })).data;
    expect(mixed.description).toMatch(/☕️.*巴西.*ブラジル.*브라질.*Бразильский/s);
  });
});

describe('fake backend: a seller’s listings', () => {
  it('publishes a platform product at once, with the seller’s pictures', async () => {
    const token = await signInAt(USERS.joao);
    const reply = await send<BazaarListing>(G.addGoods, token, NEW_LISTING);
    expect(reply).toMatchObject({ code: 200, msg: 'Your product is on sale' });
    expect(reply.data).toMatchObject({
      goods_id: 11,
      name: '五常大米 5kg 礼盒',
      type: 4,
      images: ['https://example.com/rice.webp'],
      description: '<p>五常大米，新米上市 🍚</p>',
      price: 59.9,
      currency: 'balance',
      stock: 3,
      sales: 0,
      status: 1,
      create_time: T0,
      publish_time: T0,
    });
    expect(names(await guestList())[0]).toBe('五常大米 5kg 礼盒');
  });

  it.each([
    ['a non-seller', USERS.demo, {}, 'Open a shop first', 400],
    ['an unknown product', USERS.joao, { goods_id: 999 }, 'Product not found', 404],
    ['a price of 0', USERS.joao, { price: 0 }, 'Please enter a valid amount', 400],
    ['a price with 3 decimals', USERS.joao, { price: 1.005 }, 'Please enter a valid amount', 400],
    ['another currency', USERS.joao, { currency: 'USDT' }, 'Choose the balance or QC as the currency', 400],
    ['a stock of 0', USERS.joao, { stock: 0 }, 'Stock must be a whole number from 1 to 9,999', 400],
    ['a stock of 10,000', USERS.joao, { stock: 10_000 }, 'Stock must be a whole number from 1 to 9,999', 400],
    ['a stock of 1.5', USERS.joao, { stock: 1.5 }, 'Stock must be a whole number from 1 to 9,999', 400],
    [
      'a blank description',
      USERS.joao,
      { description: '   ' },
      'The description must be 1 to 2,000 characters',
      400,
    ],
    [
      'a description of 2,001 characters',
      USERS.joao,
      { description: '😀'.repeat(2_001) },
      'The description must be 1 to 2,000 characters',
      400,
    ],
    [
      'a description of tags alone',
      USERS.joao,
      { description: '<p> </p><br>' },
      'The description must be 1 to 2,000 characters',
      400,
    ],
    [
      'ten pictures',
      USERS.joao,
      { images: Array(10).fill(NEW_LISTING.images[0]) },
      'You can add at most 9 pictures',
      400,
    ],
    [
      'a picture that is no URL',
      USERS.joao,
      { images: ['javascript:alert(1)'] },
      'Invalid picture link',
      400,
    ],
  ])('refuses %s and changes nothing', async (_, index, change, msg, code) => {
    const token = await signInAt(index);
    const before = snapshot();
    expect(await send(G.addGoods, token, { ...NEW_LISTING, ...change })).toEqual(refused(msg, code));
    expect(snapshot()).toBe(before);
  });

  it('accepts a description of exactly 2,000 characters, emoji counted as one', async () => {
    const token = await signInAt(USERS.joao);
    const reply = await send(G.addGoods, token, {
      ...NEW_LISTING,
      description: '😀'.repeat(2_000),
      images: [],
    });
    expect(reply.code).toBe(200);
  });

  it('counts the text a buyer reads: 2,000 characters typed with markup and line breaks are accepted', async () => {
    const token = await signInAt(USERS.joao);
    const typed = `${'<&'.repeat(500)}\n${'x'.repeat(999)}`;
    expect([...typed]).toHaveLength(2_000);
    const description = textToHtml(typed);
    const reply = await send(G.addGoods, token, { ...NEW_LISTING, description, images: [] });
    expect(reply.code).toBe(200);
  });

  it('edits only what is sent; takes off the shelf and publishes again, which needs stock', async () => {
    const token = await signInAt(USERS.joao);
    const jbl = listingOf(LISTED.jbl);
    const edited = await send<BazaarListing>(G.edit, token, { id: jbl.id, price: 649.5, currency: 'qc' });
    expect(edited).toMatchObject({
      code: 200,
      msg: 'Saved',
      data: { price: 649.5, currency: 'qc', stock: 3 },
    });
    expect(edited.data.description).toBe(jbl.description);

    await send(G.edit, token, { id: jbl.id, status: 0 });
    expect(names(await guestList())).not.toContain('JBL Flip 6 Portable Speaker');
    clock.setNow(T0 + 60_000);
    const again = await send<BazaarListing>(G.edit, token, { id: jbl.id, status: 1 });
    expect(again.data).toMatchObject({ status: 1, publish_time: T0 + 60_000 });
    expect(names(await guestList())[0]).toBe('JBL Flip 6 Portable Speaker');

    const soldOut = listingOf(LISTED.gShock).id;
    let before = snapshot();
    expect(await send(G.edit, token, { id: soldOut, status: 1 })).toEqual(
      refused('Add stock before publishing'),
    );
    expect(snapshot()).toBe(before);
    const restocked = await send<BazaarListing>(G.edit, token, { id: soldOut, stock: 2, status: 1 });
    expect(restocked.data).toMatchObject({ stock: 2, status: 1 });

    const lucas = await signInAt(BAZAAR_USERS.lucas);
    before = snapshot();
    expect(await send(G.edit, token, { id: jbl.id })).toEqual(refused('Nothing to change'));
    expect(await send(G.edit, token, { id: jbl.id, status: 2 })).toEqual(refused('Invalid request'));
    expect(await send(G.edit, token, { id: jbl.id, stock: 0 })).toEqual(
      refused('Stock must be a whole number from 1 to 9,999'),
    );
    expect(await send(G.edit, token, { id: jbl.id, description: '' })).toEqual(
      refused('The description must be 1 to 2,000 characters'),
    );
    expect(await send(G.edit, lucas, { id: jbl.id, price: 1 })).toEqual(refused('Product not found', 404));
    expect(listingRow(jbl.id)?.price).toBe(649.5);
    expect(snapshot()).toBe(before);
  });

  it('counts a seller’s shop: listings by status, orders by state, income per currency', async () => {
    const token = await signInAt(USERS.joao);
    const reply = await send<SellerCount>(G.count, token);
    expect(reply.data).toEqual({
      published: 5,
      off_shelf: 1,
      unpaid: 0,
      to_ship: 1,
      shipped: 1,
      completed: 1,
      income_balance: 650,
      income_qc: 0,
    });
    expect(await send(G.count, await signInDemo())).toEqual(refused('Open a shop first'));
    expect(await callFake(G.count, {})).toEqual(refused('Please log in', -2000));
  });
});
