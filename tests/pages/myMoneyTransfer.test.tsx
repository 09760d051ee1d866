import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { transfer } from '../../src/api/payment/payment';
import { AWKWARD_NAME } from '../../src/mocks/db/seed';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { backOnlineAWhile, dropReadAfter, FATE, offlineRefusal } from './lostAnswerFixtures';
import { cachedMe, renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies, signInDemo, userRow } from './myMoneyFixtures';

const P = endpoints.Payment;
/** Seeded users after the demo: the eighth has the awkward nickname (markup, 80 characters). */
const OTHER = 1;
const MARKUP = 8;

const submitPath = (uid: number) => `/pages/my/submitTransfer?uid=${uid}`;

async function openSubmit(offset = OTHER, withPayPassword = true) {
  const grant = withPayPassword ? await demoWithPayPassword() : await signInDemo();
  const receiver = userRow(grant.userInfo.uid + offset);
  const user = setupUser();
  const view = renderRoute(submitPath(receiver.uid));
  await screen.findByRole('region', { name: 'Receiver' });
  return { user, receiver, grant, ...view };
}

const amountField = () => screen.getByLabelText('Transfer amount');
const payDialog = () => screen.findByRole('dialog', { name: 'Enter your payment password' });

describe('transfer: picking a receiver', () => {
  it('finds a user by phone number and opens the transfer to them', async () => {
    const grant = await signInDemo();
    const user = setupUser();
    const { router } = renderRoute('/pages/my/transfer');
    const receiver = userRow(grant.userInfo.uid + 2);
    await user.type(
      await screen.findByPlaceholderText('User ID or phone number'),
      `${receiver.phoneNumber}{Enter}`,
    );
    await user.click(await screen.findByRole('button', { name: new RegExp(receiver.nickName) }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        submitPath(receiver.uid),
      ),
    );
  });

  it('says when nobody has that id or phone', async () => {
    await signInDemo();
    const user = setupUser();
    renderRoute('/pages/my/transfer');
    await user.type(await screen.findByPlaceholderText('User ID or phone number'), '99999999{Enter}');
    expect(await screen.findByText('No user with this ID or phone number')).toBeInTheDocument();
  });

  it('offers the recent receivers, newest first', async () => {
    const grant = await demoWithPayPassword();
    const first = userRow(grant.userInfo.uid + 1);
    const second = userRow(grant.userInfo.uid + 3);
    await transfer({ receiverId: first.uid, amount: 1, payPassword: PAY_PASSWORD });
    await transfer({ receiverId: second.uid, amount: 1, payPassword: PAY_PASSWORD });
    renderRoute('/pages/my/transfer');
    const recent = within(await screen.findByRole('region', { name: 'Recent receivers' }));
    const rows = await recent.findAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(second.nickName),
      expect.stringContaining(first.nickName),
    ]);
  });

  it('says when there were no transfers yet', async () => {
    await signInDemo();
    renderRoute('/pages/my/transfer');
    expect(await screen.findByText('No transfers yet')).toBeInTheDocument();
  });
});

describe('transfer: sending USDT', () => {
  it('shows the receiver as text: avatar, nickname and id', async () => {
    const { receiver } = await openSubmit(MARKUP);
    const card = within(screen.getByRole('region', { name: 'Receiver' }));
    expect(card.getByText(AWKWARD_NAME)).toBeInTheDocument();
    expect(card.getByText(`ID ${receiver.uid}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('refuses 0 and amounts above the USDT balance before sending', async () => {
    const { user } = await openSubmit();
    const sent = recordBodies(P.Transfer);
    expect(screen.getByText('Available: 150.00 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount above 0');
    await user.type(amountField(), '150.01');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount is more than you hold (150.00 USDT)',
    );
    expect(screen.queryByRole('dialog', { name: 'Enter your payment password' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('without a payment password, leads to setting one and back here', async () => {
    const { user, router, receiver } = await openSubmit(OTHER, false);
    const sent = recordBodies(P.Transfer);
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = (await screen.findByText('No payment password set')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(submitPath(receiver.uid));
    expect(sent).toHaveLength(0);
  });

  it('a wrong payment password is refused by the server and nothing moves', async () => {
    const { user, receiver } = await openSubmit();
    const sent = recordBodies(P.Transfer);
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await payDialog();
    await tapDigits(user, '246802');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('dialog', { name: 'Enter your payment password' })).toBeInTheDocument();
    expect(cachedMe().usdtBalance).toBe(150);
    expect(userRow(receiver.uid).usdtBalance).toBe(receiver.usdtBalance);
    expect(screen.queryByText('Transfer sent')).not.toBeInTheDocument();
  });

  it('sends once and moves the USDT of both users', async () => {
    const { user, receiver } = await openSubmit();
    const before = receiver.usdtBalance;
    const sent = recordBodies(P.Transfer);
    await user.type(amountField(), '12.5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await payDialog()).toHaveTextContent(`12.50 USDT to ${receiver.nickName}`);
    await tapDigits(user, PAY_PASSWORD);

    const done = within(await screen.findByRole('region', { name: 'Transfer sent' }));
    expect(sent).toEqual([{ receiverId: receiver.uid, amount: 12.5, payPassword: PAY_PASSWORD }]);
    expect(cachedMe().usdtBalance).toBe(137.5);
    expect(done.getByText('137.50 USDT')).toBeInTheDocument();
    expect(done.getByText(/^U\d+$/)).toBeInTheDocument();
    expect(userRow(receiver.uid).usdtBalance).toBe(before + 12.5);
  });

  it('does not offer a transfer to oneself', async () => {
    const grant = await signInDemo();
    renderRoute(submitPath(grant.userInfo.uid));
    expect(await screen.findByText('You cannot transfer to yourself')).toBeInTheDocument();
  });
});

describe('transfer: offline and lost answers (issue 32)', () => {
  /** The amount typed, Transfer, the payment password: one send. */
  async function sendTen(user: Awaited<ReturnType<typeof openSubmit>>['user']) {
    await user.clear(amountField());
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
  }

  it('offline, is refused at once and sends nothing when the connection is back', async () => {
    const { user, receiver, grant } = await openSubmit();
    const before = receiver.usdtBalance;
    const calls = recordCalls();
    goOffline();
    await sendTen(user);
    expect(await offlineRefusal()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(P.Transfer)).toBe(0);
    expect(userRow(grant.userInfo.uid).usdtBalance).toBe(150);
    expect(userRow(receiver.uid).usdtBalance).toBe(before);
  });

  it('an answer lost after the server moved the USDT: read back, says it went through, sent once', async () => {
    const { user, receiver, grant } = await openSubmit();
    const before = receiver.usdtBalance;
    const calls = recordCalls();
    loseAnswerOnce(P.Transfer);
    await sendTen(user);
    expect(await screen.findByText(FATE.done)).toBeInTheDocument();
    const done = within(await screen.findByRole('region', { name: 'Transfer sent' }));
    await waitFor(() => expect(done.getByText('140.00 USDT')).toBeInTheDocument());
    // The notice tells it: no "Connection timed out" beside "It went through".
    expect(screen.queryByText('Connection timed out')).toBeNull();
    expect(calls.of(P.Transfer)).toBe(1);
    expect(userRow(grant.userInfo.uid).usdtBalance).toBe(140);
    expect(userRow(receiver.uid).usdtBalance).toBe(before + 10);
  });

  it('an answer lost before the server did anything: says it did not go through; sending again sends once', async () => {
    const { user, receiver, grant } = await openSubmit();
    const before = receiver.usdtBalance;
    const calls = recordCalls();
    dropOnce(P.Transfer);
    await sendTen(user);
    expect(await screen.findByText(FATE.notDone)).toBeInTheDocument();
    expect(userRow(grant.userInfo.uid).usdtBalance).toBe(150);
    expect(userRow(receiver.uid).usdtBalance).toBe(before);
    await waitFor(() => expect(document.querySelector('.adm-number-keyboard')).toBeNull());

    await sendTen(user);
    expect(await screen.findByRole('region', { name: 'Transfer sent' })).toBeInTheDocument();
    expect(calls.of(P.Transfer)).toBe(2);
    expect(userRow(grant.userInfo.uid).usdtBalance).toBe(140);
    expect(userRow(receiver.uid).usdtBalance).toBe(before + 10);
  });

  it('when the check fails too, nothing can be sent until "Check again" finds it', async () => {
    const { user, receiver, grant } = await openSubmit();
    const before = receiver.usdtBalance;
    const calls = recordCalls();
    loseAnswerOnce(P.Transfer);
    // The ledger is read before the transfer, then the read after the loss fails.
    dropReadAfter(endpoints.Profile.GetExpendList, 1);
    await sendTen(user);
    expect(await screen.findByText(FATE.unknown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(FATE.done)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Transfer sent' })).toBeInTheDocument();
    expect(calls.of(P.Transfer)).toBe(1);
    expect(userRow(grant.userInfo.uid).usdtBalance).toBe(140);
    expect(userRow(receiver.uid).usdtBalance).toBe(before + 10);
  });
});
