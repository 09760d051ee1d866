import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { createRecharge, RECHARGE_SETTLE_MS } from '../../src/mocks/handlers/payment/db/recharges';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { renderRoute, setupUser } from '../render';
import { findFate, pastDoubleTap } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import { demoWithPayPassword, recordBodies, recordQueries } from './myMoneyFixtures';
import {
  freezeWalletClock,
  held,
  logOf,
  openTestWallet,
  SEEDED_WALLETS,
  signInWalletUser,
  walletAt,
} from './walletBackend';

vi.mock('../../src/socket/connection');

const W = endpoints.Wallet;
const { oliver } = SEEDED_WALLETS;

freezeWalletClock();

const amountField = () => screen.getByLabelText('USDT to add');
/** The wallet top-ups of the account in the fake database. */
const topUpsOf = (walletId: number) => db().recharges.filter((row) => row.walletId === walletId);

async function openTopUp() {
  await signInWalletUser('oliver');
  const sent = recordBodies(W.recharge);
  const user = setupUser();
  const view = renderRoute('/pages/wallet/paddle');
  await screen.findByRole('option', { name: 'Bank card' });
  return { user, sent, wallet: walletAt(oliver.main), ...view };
}

describe('wallet card top-up', () => {
  it('quotes the fee, then goes to the my area’s checkout, which finds the account’s order', async () => {
    const { user, sent, wallet, router } = await openTopUp();
    const before = topUpsOf(wallet.id).length;
    await user.type(amountField(), '20');
    // 1 % of 20 is 0.20: the fee is at least 0.50
    expect(await screen.findByText('0.50 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Bank card' }));
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    const order = topUpsOf(wallet.id).at(-1);
    expect(topUpsOf(wallet.id)).toHaveLength(before + 1);
    expect(order).toMatchObject({ uid: oliver.uid, amount: 20, type: 'card', status: 0 });
    expect(router.state.location.search).toBe(`?orderNo=${order?.orderNo}&wallet_id=${wallet.id}`);
    expect(sent).toEqual([
      {
        wallet_id: wallet.id,
        symbol: 'USDT',
        amount: 20,
        type: 'card',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(await screen.findByText(order?.orderNo ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
  }, 10_000);

  it('the checkout sees the payment reported 5 s later: the account’s USDT rises by the amount', async () => {
    const { user, wallet } = await openTopUp();
    await user.type(amountField(), '20');
    await user.click(screen.getByRole('option', { name: 'Bank card' }));
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    const order = await waitFor(() => {
      const row = topUpsOf(wallet.id).find((candidate) => candidate.status === 0);
      if (!row) throw new Error('no waiting top-up yet');
      return row;
    });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    clock.advance(RECHARGE_SETTLE_MS);
    // the checkout asks again every 2 s until the record settles
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(held(oliver.main, 'USDT')).toBe(1220);
    expect(logOf(oliver.main).at(-1)).toMatchObject({ kind: 'recharge', symbol: 'USDT', amount: 20, fee: 0 });
  }, 10_000);

  it('refuses below 10 and above 10,000 before sending', async () => {
    const { user, sent, wallet } = await openTopUp();
    const before = topUpsOf(wallet.id).length;
    await user.type(amountField(), '5');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/below 10/);
    await user.clear(amountField());
    await user.type(amountField(), '10001');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/10,000/);
    expect(sent).toHaveLength(0);
    expect(topUpsOf(wallet.id)).toHaveLength(before);
  });

  it('asks to create a wallet first when the user has none', async () => {
    await demoWithPayPassword();
    renderRoute('/pages/wallet/paddle');
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});

/** 20 USDT by bank card, up to the tap on Pay (`offline` just before it). */
async function payTwenty(user: ReturnType<typeof setupUser>, { offline = false } = {}) {
  await user.type(amountField(), '20');
  await user.click(screen.getByRole('option', { name: 'Bank card' }));
  if (offline) goOffline();
  await user.click(screen.getByRole('button', { name: 'Pay by card' }));
}

describe('wallet card top-up: offline and lost answers', () => {
  it('offline: refused at once, and no order is made when the connection comes back', async () => {
    const { user, wallet, router } = await openTopUp();
    const calls = recordCalls();
    const before = topUpsOf(wallet.id).length;
    await payTwenty(user, { offline: true });
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(W.recharge)).toBe(0);
    expect(topUpsOf(wallet.id)).toHaveLength(before);
    expect(router.state.location.pathname).toBe('/pages/wallet/paddle');
  });

  it('a lost answer is looked up, not resent: the order made once opens its checkout', async () => {
    const { user, wallet, router } = await openTopUp();
    const calls = recordCalls();
    const before = topUpsOf(wallet.id).length;
    loseAnswerOnce(W.recharge);
    await payTwenty(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    const order = topUpsOf(wallet.id).at(-1);
    expect(router.state.location.search).toBe(`?orderNo=${order?.orderNo}&wallet_id=${wallet.id}`);
    expect(await screen.findByText(order?.orderNo ?? '')).toBeInTheDocument();
    expect(calls.of(W.recharge)).toBe(1);
    expect(topUpsOf(wallet.id)).toHaveLength(before + 1);
  });

  it('a request lost before the server saw it: says so, no order, and paying again makes one', async () => {
    const { user, wallet, router } = await openTopUp();
    const calls = recordCalls();
    const before = topUpsOf(wallet.id).length;
    dropOnce(W.recharge);
    await payTwenty(user);
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(topUpsOf(wallet.id)).toHaveLength(before);
    await pastDoubleTap();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    expect(calls.of(W.recharge)).toBe(2);
    expect(topUpsOf(wallet.id)).toHaveLength(before + 1);
  });
});

describe('wallet card payments', () => {
  it('lists the account’s top-ups (wallet_id asked), a waiting one opening its checkout', async () => {
    await signInWalletUser('oliver');
    const wallet = walletAt(oliver.main);
    // Oliver's seeded top-up (1,500, paid) and a new one still waiting
    const [paid] = topUpsOf(wallet.id);
    const waiting = createRecharge(
      db(),
      oliver.uid,
      { amount: 20, type: 'card', walletId: wallet.id },
      clock.now(),
    );
    const queries = recordQueries(endpoints.Profile.GetRechargeList);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/paddleList');
    const row = within(await screen.findByRole('article', { name: waiting.orderNo }));
    const link = row.getByRole('link', { name: 'View payment' });
    expect(link).toHaveAttribute(
      'href',
      `/pages/my/paddle?orderNo=${waiting.orderNo}&wallet_id=${wallet.id}`,
    );
    expect(screen.getByRole('article', { name: paid?.orderNo })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(queries[0]?.get('wallet_id')).toBe(String(wallet.id));
    expect(queries[0]?.get('pageSize')).toBe('20');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    expect(await screen.findByText(waiting.orderNo)).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await demoWithPayPassword();
    openTestWallet();
    renderRoute('/pages/wallet/paddleList');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No card payments yet');
  });
});
