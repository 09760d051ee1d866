import { screen, waitFor, within } from '@testing-library/react';
import { money, toWire } from '../../src/lib/money';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { aMomentLater, findFate, passwordSheetGone } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import { cachedMe, renderRoute, setupUser } from '../render';
import { signInDemo } from './detailsFixtures';
import { demoWithPayPassword, kitDialog, PAY_PASSWORD, recordBodies } from './myMoneyFixtures';
import { available, balance, figure, leaveAvailable, mallBalance, PATH, T } from './teamFixtures';
import { UUID } from './stakeFixtures';
import { freezeWalletClock } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();

const amountField = () => screen.findByLabelText('Amount to withdraw');
const confirmSheet = async () =>
  within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
const payDialog = () => screen.findByRole('dialog', { name: 'Enter your payment password' });

async function openWithdraw({ payPassword = true } = {}) {
  if (payPassword) await demoWithPayPassword();
  else await signInDemo();
  const sent = recordBodies(T.withdraw);
  const user = setupUser();
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Team' });
  return { user, sent, ...view };
}

/** Types `amount` and goes on to the confirmation. */
async function confirmAmount(user: ReturnType<typeof setupUser>, amount: string) {
  await user.type(await amountField(), amount);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return confirmSheet();
}

describe('team withdrawal', () => {
  it.each([
    ['at 500', 500],
    ['below 500', 320.5],
  ])('%s: says why, and offers no form', async (_, left) => {
    leaveAvailable(left);
    const { sent } = await openWithdraw();
    expect(await screen.findByTestId('team-available')).toHaveTextContent(balance(left));
    expect(screen.getByTestId('withdraw-closed')).toHaveTextContent(
      'Withdrawals open once more than CN¥500.00 is available.',
    );
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('Max fills what is available, to the cent', async () => {
    const { user } = await openWithdraw();
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(await amountField()).toHaveValue(money(available()).toFixed(2));
  });

  it('refuses an amount above what is available before sending', async () => {
    const { user, sent } = await openWithdraw();
    const over = money(available()).plus('0.01').toFixed(2);
    await user.type(await amountField(), over);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `More than is available (${balance(available())})`,
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm the withdrawal' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('without a payment password, leads to setting one and back, sending nothing', async () => {
    const { user, sent, router } = await openWithdraw({ payPassword: false });
    const sheet = await confirmAmount(user, '100');
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    const dialog = within(await kitDialog('No payment password set'));
    await user.click(dialog.getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(PATH);
    expect(sent).toHaveLength(0);
  });

  it('moves the amount to the mall balance once: a double tap sends once, available falls', async () => {
    const { user, sent } = await openWithdraw();
    const before = { balance: mallBalance(), available: available() };
    const sheet = await confirmAmount(user, '100.5');
    expect(figure(sheet, 'Amount')).toHaveTextContent('CN¥100.50');
    expect(figure(sheet, 'From')).toHaveTextContent('Team earnings');
    expect(figure(sheet, 'To')).toHaveTextContent('Mall balance');
    expect(figure(sheet, 'Mall balance after')).toHaveTextContent(
      balance(toWire(money(before.balance).plus('100.5'))),
    );
    expect(
      sheet.getByText('The amount moves from your team earnings to your mall balance at once.'),
    ).toBeInTheDocument();
    await user.dblClick(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByText('CN¥100.50 moved to your mall balance')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 100.5, pay_password: PAY_PASSWORD });
    expect(sent[0]?.request_id).toMatch(UUID);
    const after = toWire(money(before.balance).plus('100.5'));
    expect(mallBalance()).toBe(after);
    expect(available()).toBe(toWire(money(before.available).minus('100.5')));
    await waitFor(() => expect(cachedMe().balance).toBe(after));
    await waitFor(() => expect(screen.getByTestId('team-available')).toHaveTextContent(balance(available())));
    expect(await amountField()).toHaveValue('');
  });

  /**
   * The team page with 50 to withdraw confirmed, up to the password; `network` happens just before the digits
   * (offline, an answer lost…). What was there before, and the calls from then on, to compare.
   */
  async function withdrawFifty(network: () => void) {
    const { user } = await openWithdraw();
    const calls = recordCalls();
    const before = { balance: mallBalance(), available: available() };
    const sheet = await confirmAmount(user, '50');
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    network();
    await tapDigits(user, PAY_PASSWORD);
    const movedOnce = () => {
      expect(mallBalance()).toBe(toWire(money(before.balance).plus(50)));
      expect(available()).toBe(toWire(money(before.available).minus(50)));
    };
    return { user, calls, before, movedOnce };
  }

  it('offline: refused at once, and nothing moves when the connection comes back', async () => {
    const { calls, before } = await withdrawFifty(goOffline);
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(T.withdraw)).toBe(0);
    expect({ balance: mallBalance(), available: available() }).toEqual(before);
  });

  it('a lost answer is looked up, not resent: the amount moved once, and the page says so', async () => {
    const { calls, movedOnce } = await withdrawFifty(() => loseAnswerOnce(T.withdraw));
    expect(await findFate('done')).toBeInTheDocument();
    expect(await screen.findByText('CN¥50.00 moved to your mall balance')).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(T.withdraw)).toBe(1);
    movedOnce();
  });

  it('a request lost before the server saw it: says so, nothing moved, and withdrawing again moves it once', async () => {
    const { user, calls, before, movedOnce } = await withdrawFifty(() => dropOnce(T.withdraw));
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(mallBalance()).toBe(before.balance);
    await passwordSheetGone();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click((await confirmSheet()).getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByText('CN¥50.00 moved to your mall balance')).toBeInTheDocument();
    expect(calls.of(T.withdraw)).toBe(2);
    movedOnce();
  });

  it('a wrong payment password: the server\u2019s words, and nothing moves', async () => {
    const { user, sent } = await openWithdraw();
    const before = { balance: mallBalance(), available: available() };
    const sheet = await confirmAmount(user, '10');
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, '975310');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(/wrong payment password/i)).toBeInTheDocument();
    expect(mallBalance()).toBe(before.balance);
    expect(available()).toBe(before.available);
  });
});
