import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { buyTreasure } from '../../src/api/draws/treasure';
import { db } from '../../src/mocks/db';
import { findUser } from '../../src/mocks/db/users';
import { server } from '../../src/mocks/node';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { backOnlineAWhile, FATE, offlineRefusal } from './lostAnswerFixtures';
import { cachedMe, renderRoute, setupUser } from '../render';
import {
  countRequests,
  goodsInStock,
  issueDetail,
  issueOnSale,
  left,
  serveIssue,
  signInDemo,
} from './detailsFixtures';

const T = endpoints.Treasure;
const money = (value: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(value);
/** Points are whole: 1,000, never 1,000.00. */
const whole = (value: number) => new Intl.NumberFormat('en').format(value);

async function openSheet(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Buy now' }));
  const sheet = within(await screen.findByRole('dialog'));
  // The sheet checks nothing before what the user holds is in.
  await sheet.findByRole('button', { name: 'Confirm purchase' });
  return sheet;
}

describe('product details', () => {
  it('asks a guest to sign in before buying and brings them back to the product', async () => {
    const user = setupUser();
    const issue = await issueOnSale('treasure');
    const path = `/pages/index/details?type=treasure&id=${issue.id}`;
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: issue.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    const prompt = within(await screen.findByRole('dialog'));
    await user.click(prompt.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(path);

    const form = within(document.querySelector('.adm-tabs-content') as HTMLElement);
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '13800000000');
    await user.type(form.getByPlaceholderText('8–16 characters'), 'Demo1234');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path),
    );
    expect(await screen.findByRole('heading', { name: issue.name })).toBeInTheDocument();
  });

  it('buys treasure units: the balance drops by unit price × count and units bought move', async () => {
    const user = setupUser();
    const before = (await signInDemo()).userInfo.balance;
    const issue = await issueOnSale('treasure', (i) => left(i) > 2 && i.unitPrice * 2 <= before);
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    expect(
      await screen.findByText(`${issue.soldUnits} / ${issue.totalUnits} units bought`),
    ).toBeInTheDocument();

    const sheet = await openSheet(user);
    expect(sheet.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await user.click(sheet.getByRole('button', { name: 'More' }));
    expect(sheet.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(sheet.getByTestId('buy-total')).toHaveTextContent(money(issue.unitPrice * 2));
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));

    // The sheet turns into the result: every number whole, and the way to the order.
    const result = within(await screen.findByRole('dialog', { name: 'Purchase successful' }));
    expect(result.getByRole('heading', { name: 'Your numbers (2)' })).toBeInTheDocument();
    const numbers = result.getAllByRole('listitem').map((item) => item.textContent);
    expect(numbers).toHaveLength(2);
    expect(numbers.every((number) => /^\d{8}$/.test(number ?? ''))).toBe(true);
    expect(result.getByText(/^Order no\. \S+$/)).toBeInTheDocument();
    expect(cachedMe().balance).toBeCloseTo(before - issue.unitPrice * 2, 2);

    await user.click(result.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(`${issue.soldUnits + 2} / ${issue.totalUnits} units bought`),
    ).toBeInTheDocument();
    expect(await screen.findByText('My numbers (2)')).toBeInTheDocument();
    for (const number of numbers) expect(screen.getByText(number ?? '')).toBeInTheDocument();
  });

  it('opens on the form again when reopened while the result is still sliding away', async () => {
    const user = setupUser();
    await signInDemo();
    const issue = await issueOnSale('treasure', (i) => left(i) > 2);
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const sheet = await openSheet(user);
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    const result = within(await screen.findByRole('dialog', { name: 'Purchase successful' }));
    await user.click(result.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('button', { name: 'Confirm purchase' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Purchase successful' })).toBeNull();
  });

  it("leads from the purchase's result to its order", async () => {
    const user = setupUser();
    await signInDemo();
    const issue = await issueOnSale('crowd', (i) => left(i) > 100);
    const { router } = renderRoute(`/pages/index/details?type=crowd&id=${issue.id}`);
    const sheet = await openSheet(user);
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    const result = within(await screen.findByRole('dialog', { name: 'Purchase successful' }));
    expect(result.getByRole('heading', { name: 'Your numbers (100)' })).toBeInTheDocument();
    // Three rows while folded; all of them a tap away.
    expect(result.getAllByRole('listitem')).toHaveLength(12);
    await user.click(result.getByRole('button', { name: 'Show all (100)' }));
    expect(result.getAllByRole('listitem')).toHaveLength(100);
    await user.click(result.getByRole('button', { name: 'View order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/order/detailsTally'));
    expect(router.state.location.search).toMatch(/^\?id=\d+$/);
  });

  it('counts in the purchases heading the rows it lists, newest first', async () => {
    const { userInfo } = await signInDemo();
    const issue = await issueOnSale('treasure', (i) => left(i) > 3);
    await buyTreasure({ id: issue.id, count: 1, payType: 'balance' });
    await buyTreasure({ id: issue.id, count: 2, payType: 'balance' });
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const heading = await screen.findByRole('heading', { name: /^Purchases \([1-9]\d*\)$/ });
    const counted = Number(/\((\d+)\)/.exec(heading.textContent ?? '')?.[1]);
    const rows = await within(heading.closest('section') as HTMLElement).findAllByRole('listitem');
    expect(counted).toBeGreaterThanOrEqual(2);
    // One page holds 20: up to there the heading and the rows agree.
    expect(rows).toHaveLength(Math.min(counted, 20));
    expect(rows.slice(0, 2).map((row) => within(row).getByText(/^Units: /).textContent)).toEqual([
      'Units: 2',
      'Units: 1',
    ]);
    expect(rows.slice(0, 2).every((row) => within(row).queryByText(userInfo.nickName) !== null)).toBe(true);
  });

  it('refuses crowdfunding under 100 units in the sheet without sending', async () => {
    const user = setupUser();
    await signInDemo();
    const issue = await issueOnSale('crowd', (i) => left(i) > 100);
    const buys = countRequests(T.BuyCrowd.path);
    renderRoute(`/pages/index/details?type=crowd&id=${issue.id}`);
    const sheet = await openSheet(user);
    const quantity = sheet.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('100');
    expect(sheet.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '50');
    expect(sheet.getByRole('alert')).toHaveTextContent('Crowdfunding needs at least 100 units');
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    // The sheet's alert is there already; the toast comes with the tap.
    await waitFor(() => expect(screen.getAllByText('Crowdfunding needs at least 100 units')).toHaveLength(2));
    expect(buys.count).toBe(0);
    buys.stop();
  });

  it('pays goods with points when the goods has a points price', async () => {
    const user = setupUser();
    const points = (await signInDemo()).userInfo.integral;
    const goods = await goodsInStock((g) => g.points > 0 && g.points <= points);
    renderRoute(`/pages/index/details?type=goods&id=${goods.id}`);
    expect(await screen.findByRole('heading', { name: goods.name })).toBeInTheDocument();
    expect(screen.getByText(`or ${whole(goods.points)} points`)).toBeInTheDocument();

    const sheet = await openSheet(user);
    await user.click(sheet.getByRole('option', { name: 'Points' }));
    expect(sheet.getByTestId('buy-total')).toHaveTextContent(`${whole(goods.points)} points`);
    expect(sheet.getByText(`Your points: ${whole(points)}`)).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Purchase successful')).toBeInTheDocument();
    expect(cachedMe().integral).toBeCloseTo(points - goods.points, 2);
  });

  it('offers only the balance when the item has no points price', async () => {
    const user = setupUser();
    await signInDemo();
    serveIssue(issueDetail({ unitPoints: 0 }));
    renderRoute('/pages/index/details?type=treasure&id=9001');
    const sheet = await openSheet(user);
    expect(sheet.getByRole('option', { name: 'Points' })).toHaveClass('adm-selector-item-disabled');
    expect(sheet.getByText('This item cannot be paid with points')).toBeInTheDocument();
  });

  it('says the balance is short and offers a top-up instead of sending', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const row = findUser(grant.userInfo.uid);
    if (!row) throw new Error('the demo is not in the fake database');
    row.balance = 0.5;
    const buys = countRequests(T.BuyTreasure.path);
    const issue = await issueOnSale('treasure', (i) => i.unitPrice > 0.5);
    const { router } = renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const sheet = await openSheet(user);
    expect(sheet.getByRole('alert')).toHaveTextContent('Insufficient balance');
    expect(sheet.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
    await user.click(sheet.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/recharge'));
    expect(buys.count).toBe(0);
    buys.stop();
  });

  it('disables the confirm button while the purchase is being sent, and sends it once', async () => {
    const user = setupUser();
    await signInDemo();
    const issue = await issueOnSale('treasure', (i) => left(i) > 1);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const buys = countRequests(T.BuyTreasure.path);
    // Holds the purchase, then lets it through to the fake backend.
    server.use(http.post(`*${T.BuyTreasure.path}`, () => gate.then(() => undefined)));
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const sheet = await openSheet(user);
    const confirm = sheet.getByRole('button', { name: 'Confirm purchase' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.click(confirm);
    release();
    expect(await screen.findByText(/Purchase successful/)).toBeInTheDocument();
    expect(buys.count).toBe(1);
    buys.stop();
  });

  it('goes to the draw result when the purchase sells the issue out', async () => {
    const user = setupUser();
    const { balance } = (await signInDemo()).userInfo;
    const issue = await issueOnSale('treasure', (i) => left(i) * i.unitPrice <= balance);
    const { router } = renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const sheet = await openSheet(user);
    const quantity = sheet.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, String(left(issue)));
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/draw'));
    expect(router.state.location.search).toBe(`?id=${issue.id}`);
  });

  it('offers the issue on sale now and the draw result when this issue is drawn', async () => {
    const user = setupUser();
    serveIssue(issueDetail({ status: 2, soldUnits: 100 }));
    server.use(
      http.get(`*${T.GetNextId.path}`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { id: 9002, issueNumber: '20250043' } }),
      ),
    );
    const { router } = renderRoute('/pages/index/details?type=treasure&id=9001');
    expect(await screen.findByText('Drawn', { selector: '.issue-closed-text' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View draw result' })).toHaveAttribute(
      'href',
      '/pages/index/draw?id=9001',
    );
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Go to issue 20250043, on sale now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=treasure&id=9002'));
  });

  it("shares the product link with the signed-in user's invitation code", async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const goods = await goodsInStock();
    renderRoute(`/pages/index/details?type=goods&id=${goods.id}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/pages/index/details');
    expect(link.searchParams.get('id')).toBe(String(goods.id));
    expect(grant.userInfo.inviteCode).toBeTruthy();
    expect(link.searchParams.get('inviteCode')).toBe(grant.userInfo.inviteCode);
  });

  it('shows an error with retry when the product cannot be loaded', async () => {
    const user = setupUser();
    server.use(
      http.get(
        `*${T.GetTreasureInfo.path}`,
        () => HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
        {
          once: true,
        },
      ),
    );
    const issue = await issueOnSale('treasure');
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    expect(await screen.findByTestId('error-state')).toHaveTextContent('Server busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: issue.name })).toBeInTheDocument();
  });

  it.each([
    '/pages/index/details?type=treasure',
    '/pages/index/details?type=treasure&id=abc',
    '/pages/index/details?type=shoes&id=1',
  ])('shows "not found" for a bad link (%s) without asking the server', async (path) => {
    const infos = countRequests(T.GetTreasureInfo.path);
    renderRoute(path);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(infos.count).toBe(0);
    infos.stop();
  });

  it('shows "not found" when the server has no such product', async () => {
    renderRoute('/pages/index/details?type=goods&id=987654');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Product not found');
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('shows a loading state until the product arrives', async () => {
    const goods = await goodsInStock();
    renderRoute(`/pages/index/details?type=goods&id=${goods.id}`);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: goods.name })).toBeInTheDocument();
  });
});

describe('buying: offline and lost answers (issue 32)', () => {
  /** What the server holds of the demo: balance, and orders of the issue or goods bought. */
  function held(uid: number, bought: (order: { issueId: number | null; goodsId: number }) => boolean) {
    return {
      balance: findUser(uid)?.balance,
      orders: db().orders.filter((o) => o.uid === uid && bought(o)).length,
    };
  }

  it('offline, is refused at once and sends nothing when the connection is back', async () => {
    const user = setupUser();
    const { uid } = (await signInDemo()).userInfo;
    const issue = await issueOnSale('treasure', (i) => left(i) > 1);
    const ofIssue = (o: { issueId: number | null }) => o.issueId === issue.id;
    const before = held(uid, ofIssue);
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const sheet = await openSheet(user);
    const calls = recordCalls();
    goOffline();
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    expect(await offlineRefusal()).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(T.BuyTreasure)).toBe(0);
    expect(held(uid, ofIssue)).toEqual(before);
  });

  it('an answer lost after the server sold: read back from the orders, the result shows, sent once', async () => {
    const user = setupUser();
    const { uid, balance } = (await signInDemo()).userInfo;
    const goods = await goodsInStock((g) => g.price <= balance);
    const ofGoods = (o: { goodsId: number; issueId: number | null }) =>
      o.goodsId === goods.id && o.issueId === null;
    const before = held(uid, ofGoods);
    renderRoute(`/pages/index/details?type=goods&id=${goods.id}`);
    const sheet = await openSheet(user);
    const calls = recordCalls();
    loseAnswerOnce(T.BuyGoods);
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText(FATE.done)).toBeInTheDocument();
    const result = within(await screen.findByRole('dialog', { name: 'Purchase successful' }));
    const order = db()
      .orders.filter((o) => o.uid === uid && ofGoods(o))
      .at(-1);
    expect(result.getByText(`Order no. ${order?.orderNo}`)).toBeInTheDocument();
    expect(calls.of(T.BuyGoods)).toBe(1);
    expect(held(uid, ofGoods)).toEqual({
      balance: Number((balance - goods.price).toFixed(2)),
      orders: before.orders + 1,
    });
    await waitFor(() => expect(cachedMe().balance).toBeCloseTo(balance - goods.price, 2));
  });

  it('an answer lost before the server did anything: says so; confirming again buys once', async () => {
    const user = setupUser();
    const { uid, balance } = (await signInDemo()).userInfo;
    const issue = await issueOnSale('treasure', (i) => left(i) > 2 && i.unitPrice <= balance);
    const ofIssue = (o: { issueId: number | null }) => o.issueId === issue.id;
    const before = held(uid, ofIssue);
    renderRoute(`/pages/index/details?type=treasure&id=${issue.id}`);
    const sheet = await openSheet(user);
    const calls = recordCalls();
    dropOnce(T.BuyTreasure);
    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText(FATE.notDone)).toBeInTheDocument();
    expect(held(uid, ofIssue)).toEqual(before);

    await user.click(sheet.getByRole('button', { name: 'Confirm purchase' }));
    const result = within(await screen.findByRole('dialog', { name: 'Purchase successful' }));
    expect(result.getByRole('heading', { name: 'Your numbers (1)' })).toBeInTheDocument();
    expect(calls.of(T.BuyTreasure)).toBe(2);
    expect(held(uid, ofIssue).orders).toBe(before.orders + 1);
    expect(held(uid, ofIssue).balance).toBeCloseTo(balance - issue.unitPrice, 2);
  });
});
