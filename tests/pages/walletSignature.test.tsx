import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { href } from '../../src/lib/href';
import { addressChunks } from '../../src/api/wallet/rules/walletAddress';
import { useWalletStore } from '../../src/stores/wallet';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { aMomentLater, findFate, passwordSheetGone } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import { renderRoute, setupUser } from '../render';
import * as endpoints from '../../src/api/endpoints';
import { PAY_PASSWORD, recordBodies, signInDemo } from './myMoneyFixtures';
import {
  brokenAddress,
  freezeWalletClock,
  held,
  logOf,
  outsideAddress,
  SEEDED_WALLETS,
  signInWalletUser,
  walletAt,
} from './walletBackend';

const W = endpoints.Wallet;
/** 김민준 (80 USDT) signs a request to pay Oliver's main account. */
const { minjun, oliver } = SEEDED_WALLETS;
const to = oliver.main;

freezeWalletClock();

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

const request = (query: { to: string; symbol?: string; amount?: string; memo?: string; back?: string }) =>
  href('/pages/wallet/signature', { symbol: 'USDT', amount: '12.5', ...query });

describe('signing a payment request', () => {
  it('shows what, how much, to whom in groups of four, the fee and the total', async () => {
    await signInWalletUser('minjun');
    renderRoute(request({ to, memo: '<b>Order 42</b>' }));
    const card = within(await screen.findByRole('region', { name: 'Payment request' }));
    expect(card.getByText('<b>Order 42</b>')).toBeInTheDocument();
    expect(card.getByTestId('signature-amount')).toHaveTextContent('12.50 USDT');
    expect(card.getByTestId('address-chunks').textContent).toBe(addressChunks(to).join(''));
    expect(card.getAllByText(/^[1-9A-Za-z]{1,4}$/).length).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(card.getByText('Total').nextSibling).toHaveTextContent('13.50 USDT'));
    expect(card.getByText('Fee').nextSibling).toHaveTextContent('1.00 USDT');
  });

  it('refuses an address whose checksum fails: nothing can be signed', async () => {
    await signInWalletUser('minjun');
    const transfers = recordBodies(W.transfer);
    const quotes = recordBodies(W.transferCalc);
    renderRoute(request({ to: brokenAddress(to) }));
    const refused = await screen.findByTestId('signature-refused');
    expect(refused).toHaveTextContent('The address is not valid');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(transfers).toHaveLength(0);
    expect(quotes).toHaveLength(0);
  });

  it('refuses an amount that is not one', async () => {
    await signInWalletUser('minjun');
    renderRoute(request({ to, amount: '-3' }));
    expect(await screen.findByTestId('signature-refused')).toHaveTextContent('The amount is not valid');
  });

  it('sends once, with one request id, however often Approve is tapped, then goes back', async () => {
    await signInWalletUser('minjun');
    const transfers = recordBodies(W.transfer);
    const user = setupUser();
    const { router } = renderRoute(request({ to, back: href('/pages/my/index') }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    // A double tap: the second lands while the first is still open.
    fireEvent.click(approve);
    fireEvent.click(approve);
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    expect(screen.getAllByRole('dialog', { name: 'Enter your payment password' })).toHaveLength(1);
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByRole('region', { name: 'Payment sent' })).toBeInTheDocument();
    expect(transfers).toHaveLength(1);
    const [sent] = transfers;
    expect(sent).toMatchObject({
      wallet_id: walletAt(minjun.main).id,
      symbol: 'USDT',
      amount: 12.5,
      to_address: to,
      pay_password: PAY_PASSWORD,
    });
    expect(String(sent?.request_id)).toMatch(/^[0-9a-f-]{36}$/);
    // 12.50 and the 1.00 fee out of 80, 12.50 into Oliver's 1,200; both lines carry one hash
    expect(held(minjun.main, 'USDT')).toBe(66.5);
    expect(held(to, 'USDT')).toBe(1212.5);
    const out = logOf(minjun.main).at(-1);
    expect(out).toMatchObject({ kind: 'transfer_out', amount: -12.5, fee: 1, counterparty: to });
    expect(logOf(to).at(-1)).toMatchObject({ kind: 'transfer_in', amount: 12.5, txHash: out?.txHash });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/index'));
  });

  it('a wrong password sends nothing and a retry carries the same request id', async () => {
    await signInWalletUser('minjun');
    const transfers = recordBodies(W.transfer);
    const user = setupUser();
    renderRoute(request({ to }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, '246802');
    await waitFor(() => expect(transfers).toHaveLength(1));
    expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
    expect(held(minjun.main, 'USDT')).toBe(80);
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByRole('region', { name: 'Payment sent' })).toBeInTheDocument();
    expect(transfers).toHaveLength(2);
    expect(transfers[1]?.request_id).toBe(transfers[0]?.request_id);
    expect(held(minjun.main, 'USDT')).toBe(66.5);
  });

  it('a request to an address no account has is refused by the server, and nothing moves', async () => {
    await signInWalletUser('minjun');
    const user = setupUser();
    renderRoute(request({ to: outsideAddress() }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByText('No wallet has this address')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment sent' })).not.toBeInTheDocument();
    expect(held(minjun.main, 'USDT')).toBe(80);
  });

  it('Refuse sends nothing and leaves to an internal back only', async () => {
    await signInWalletUser('minjun');
    const transfers = recordBodies(W.transfer);
    const user = setupUser();
    const { router } = renderRoute(request({ to, back: 'https://evil.example/' }));
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    expect(transfers).toHaveLength(0);
    expect(held(minjun.main, 'USDT')).toBe(80);
  });

  it('without a wallet, asks to create one first', async () => {
    await signInDemo();
    renderRoute(request({ to }));
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});

describe('signing a payment request: offline and lost answers', () => {
  /** 김민준 opens a request of 12.50 USDT to Oliver and approves it up to the password (`offline` before it). */
  async function approveRequest() {
    await signInWalletUser('minjun');
    const calls = recordCalls();
    const user = setupUser();
    renderRoute(request({ to }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    const sign = async ({ offline = false } = {}) => {
      await user.click(approve);
      await screen.findByRole('dialog', { name: 'Enter your payment password' });
      if (offline) goOffline();
      await tapDigits(user, PAY_PASSWORD);
    };
    return { calls, sign };
  }

  it('offline: refused at once, and nothing is sent when the connection comes back', async () => {
    const { calls, sign } = await approveRequest();
    await sign({ offline: true });
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(W.transfer)).toBe(0);
    expect(held(minjun.main, 'USDT')).toBe(80);
    expect(held(to, 'USDT')).toBe(1200);
  });

  it('a lost answer is looked up, not resent: paid once, and the page says it was sent', async () => {
    const { calls, sign } = await approveRequest();
    loseAnswerOnce(W.transfer);
    await sign();
    expect(await findFate('done')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Payment sent' })).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(W.transfer)).toBe(1);
    expect(held(minjun.main, 'USDT')).toBe(66.5);
    expect(held(to, 'USDT')).toBe(1212.5);
  });

  it('a request lost before the server saw it: says so, nothing moved, and approving again pays once', async () => {
    const { calls, sign } = await approveRequest();
    dropOnce(W.transfer);
    await sign();
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(held(minjun.main, 'USDT')).toBe(80);
    await passwordSheetGone();
    await sign();
    expect(await screen.findByRole('region', { name: 'Payment sent' })).toBeInTheDocument();
    expect(calls.of(W.transfer)).toBe(2);
    expect(held(minjun.main, 'USDT')).toBe(66.5);
    expect(held(to, 'USDT')).toBe(1212.5);
  });
});
