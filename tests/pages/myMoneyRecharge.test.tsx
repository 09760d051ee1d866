import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import type { RechargeRecord } from '../../src/api/account/profile';
import { formatAmount, money, withCurrency } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { useSession } from '../../src/stores/session';
import { payTarget } from '../../src/features/checkout/payUrl';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { cachedMe, renderRoute, setupUser } from '../render';
import { backOnlineAWhile, FATE, offlineRefusal } from './lostAnswerFixtures';
import { recordBodies, recordQueries, serve, signInDemo } from './myMoneyFixtures';

const PATH = '/pages/my/recharge';
const P = endpoints.Payment;

async function openRecharge() {
  await signInDemo();
  const user = setupUser();
  const view = renderRoute(PATH);
  await screen.findByRole('option', { name: 'Bank card' });
  return { user, ...view };
}

const waitingRecord = (over: Partial<RechargeRecord> = {}): RechargeRecord => ({
  id: 1,
  orderNo: 'R-TEST-1',
  amount: 30,
  type: 'card',
  status: 0,
  createTime: Date.UTC(2026, 0, 2),
  ...over,
});

describe('top-up', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends a guest to sign in and back', async () => {
    // The client reads where the user is from the address bar, as in the browser.
    window.history.replaceState(null, '', PATH);
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/index'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(PATH);
  });

  it('offers the server’s amounts and only the open payment methods', async () => {
    await openRecharge();
    for (const amount of ['CN¥10.00', 'CN¥50.00', 'CN¥100.00', 'CN¥200.00', 'CN¥500.00', 'CN¥1,000.00'])
      expect(screen.getByRole('option', { name: amount })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'USDT (TRC20)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('option', { name: 'Alipay' })).not.toBeInTheDocument();
  });

  it('refuses 5 before sending anything', async () => {
    const { user } = await openRecharge();
    const sent = recordBodies(P.WebPay);
    await user.type(screen.getByLabelText('Other amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount must not be below CN¥10.00');
    expect(sent).toHaveLength(0);
  });

  it('takes at most two decimals', async () => {
    const { user } = await openRecharge();
    await user.type(screen.getByLabelText('Other amount'), '12.345a');
    expect(screen.getByLabelText('Other amount')).toHaveValue('12.34');
  });

  it('pays 20 by card: the checkout waits for the payment, then shows it paid and the new balance', async () => {
    const { user, router } = await openRecharge();
    const sent = recordBodies(P.WebPay);
    const before = cachedMe().balance;
    await user.type(screen.getByLabelText('Other amount'), '20');
    await user.click(screen.getByRole('option', { name: 'Bank card' }));
    await user.click(screen.getByRole('button', { name: 'Top up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    expect(sent).toEqual([{ amount: 20, type: 'card' }]);
    const order = within(await screen.findByRole('region', { name: 'Order' }));
    expect(order.getByText('CN¥20.00')).toBeInTheDocument();
    expect(order.getByText('Bank card')).toBeInTheDocument();
    expect(
      order.getByText(new URLSearchParams(router.state.location.search).get('orderNo') ?? ''),
    ).toBeInTheDocument();
    expect(order.getByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();

    // The simulated provider reports the payment a few seconds after the order; the page is polling.
    clock.advance(10_000);
    expect(await screen.findByText('Payment received', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(money(cachedMe().balance).eq(money(before).plus(20))).toBe(true));
    expect(
      screen.getByText(
        `Your balance is now ${withCurrency(formatAmount(money(before).plus(20), 'en'), 'en')}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed payment and pays again with the same amount and method', async () => {
    await signInDemo();
    const user = setupUser();
    serve(endpoints.Profile.GetRechargeList, { list: [waitingRecord({ status: 2 })], total: 1 });
    const again = recordBodies(P.WebPay);
    const { router } = renderRoute('/pages/my/paddle?orderNo=R-TEST-1');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(again).toEqual([{ amount: 30, type: 'card' }]));
    await waitFor(() => expect(router.state.location.search).not.toBe('?orderNo=R-TEST-1'));
    expect(router.state.location.pathname).toBe('/pages/my/paddle');
  });

  it('a wallet account’s top-up: found among the account’s, paid to the wallet, its history in the wallet', async () => {
    await signInDemo();
    const user = setupUser();
    const asked = recordQueries(endpoints.Profile.GetRechargeList);
    serve(endpoints.Profile.GetRechargeList, {
      list: [waitingRecord({ status: 1, wallet_id: 7 })],
      total: 1,
    });
    const { router } = renderRoute('/pages/my/paddle?orderNo=R-TEST-1&wallet_id=7');
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('30.00 USDT added to your wallet')).toBeInTheDocument();
    expect(asked[0]?.get('wallet_id')).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Top-up history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/paddleList'));
  });

  it('says so when the order is not the user’s', async () => {
    await signInDemo();
    renderRoute('/pages/my/paddle?orderNo=NOPE');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });

  it('refuses a payment link that is neither a page of the app nor https', async () => {
    const { user, router } = await openRecharge();
    server.use(
      http.post(`*${P.WebPay.path}`, () =>
        HttpResponse.json({ code: 200, msg: '', data: { orderNo: 'R1', payUrl: 'javascript:alert(1)' } }),
      ),
    );
    await user.click(screen.getByRole('option', { name: 'CN¥50.00' }));
    expect(screen.getByLabelText('Other amount')).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('This payment link cannot be opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });
});

describe('top-up: offline and lost answers (issue 32)', () => {
  /** The demo's top-up records on the server. */
  const recharges = () => db().recharges.filter((r) => r.uid === useSession.getState().uid);

  /** 20 by card, Top up: one send. */
  async function topUpTwenty(user: ReturnType<typeof setupUser>) {
    await user.clear(screen.getByLabelText('Other amount'));
    await user.type(screen.getByLabelText('Other amount'), '20');
    await user.click(screen.getByRole('option', { name: 'Bank card' }));
    await user.click(screen.getByRole('button', { name: 'Top up' }));
  }

  it('offline, is refused at once and sends nothing when the connection is back', async () => {
    const { user, router } = await openRecharge();
    const before = recharges().length;
    const calls = recordCalls();
    goOffline();
    await topUpTwenty(user);
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(P.WebPay)).toBe(0);
    expect(recharges()).toHaveLength(before);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('an answer lost after the order was made: found in the records, its checkout opens, sent once', async () => {
    const { user, router } = await openRecharge();
    const before = recharges().length;
    const calls = recordCalls();
    loseAnswerOnce(P.WebPay);
    await topUpTwenty(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    const made = recharges().at(-1);
    expect(router.state.location.search).toBe(`?orderNo=${made?.orderNo}`);
    const order = within(await screen.findByRole('region', { name: 'Order' }));
    expect(order.getByText('CN¥20.00')).toBeInTheDocument();
    expect(calls.of(P.WebPay)).toBe(1);
    expect(recharges()).toHaveLength(before + 1);
  });

  it('an answer lost before the server did anything: says so; topping up again orders once', async () => {
    const { user, router } = await openRecharge();
    const before = recharges().length;
    const calls = recordCalls();
    dropOnce(P.WebPay);
    await topUpTwenty(user);
    expect(await screen.findByText(FATE.notDone)).toBeInTheDocument();
    expect(recharges()).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    expect(calls.of(P.WebPay)).toBe(2);
    expect(recharges()).toHaveLength(before + 1);
  });
});

describe('payment links', () => {
  it('goes to app pages and https pages only', () => {
    expect(payTarget('/pages/my/paddle?orderNo=1')).toEqual({
      kind: 'internal',
      path: '/pages/my/paddle?orderNo=1',
    });
    expect(payTarget('https://pay.example.com/c/1')).toEqual({
      kind: 'external',
      url: 'https://pay.example.com/c/1',
    });
    for (const bad of [
      'http://pay.example.com',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://u:p@x.com',
      '',
    ])
      expect(payTarget(bad)).toEqual({ kind: 'refused' });
  });
});
