import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { addressChunks } from '../../src/api/wallet/rules/walletAddress';
import { money } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { transferTokens } from '../../src/mocks/handlers/wallet/db/wallets';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { aMomentLater, findFate, passwordSheetGone } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import { renderRoute, setupUser } from '../render';
import { PAY_PASSWORD, recordBodies, userRow } from './myMoneyFixtures';
import { freezeWalletClock, held, logOf, SEEDED_WALLETS, signInWalletUser, walletAt } from './walletBackend';

vi.mock('../../src/socket/connection');

const W = endpoints.Wallet;
const PATH = '/pages/wallet/transfer?mode=withdraw';
const { lucas, oliver } = SEEDED_WALLETS;

freezeWalletClock();

/** Oliver sends Lucas `amount` USDT (straight in the fake database), so Lucas holds more than 500. */
function oliverPaysLucas(amount: number) {
  transferTokens(
    db(),
    {
      from: walletAt(oliver.main),
      to: walletAt(lucas.main),
      symbol: 'USDT',
      amount: money(amount),
      sender: userRow(oliver.uid),
    },
    clock.now(),
  );
}

async function openWithdraw(who: 'lucas' | 'oliver') {
  await signInWalletUser(who);
  const sent = recordBodies(W.withdraw);
  const user = setupUser();
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { name: 'Withdraw USDT' });
  return { user, sent, ...view };
}

describe('wallet withdraw', () => {
  it('at 500 USDT says why before anything is typed, and offers nothing to send', async () => {
    // Lucas holds exactly 500.00 USDT and has an address bound.
    const { sent } = await openWithdraw('lucas');
    expect(await screen.findByTestId('withdraw-closed')).toHaveTextContent(
      'Withdrawals open when the available balance is above 500.00 USDT (now 500.00 USDT)',
    );
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('without a bound address leads to binding one', async () => {
    // Oliver holds 1,200 USDT but has bound no address.
    const { user, router } = await openWithdraw('oliver');
    expect(await screen.findByText('Bind a withdrawal address first')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind an address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/bind'));
  });

  it('above 500: amount at least 10, fee, Max, confirmation to the bound address, one withdrawal', async () => {
    oliverPaysLucas(300);
    const { user, sent } = await openWithdraw('lucas');
    const field = await screen.findByLabelText('Amount to withdraw');
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/below 10/);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    // The most whose amount + 2 % fee (rounded up to the cent) fits 800: 784.31 + 15.69
    await waitFor(() => expect(field).toHaveValue('784.31'));
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
    for (const chunk of addressChunks(lucas.withdrawAddress))
      expect(sheet.getAllByText(chunk)[0]).toBeInTheDocument();
    expect(sheet.getByText('100.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('2.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('102.00 USDT')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);
    await screen.findByRole('region', { name: 'Sent' });
    expect(sent).toEqual([
      {
        wallet_id: walletAt(lucas.main).id,
        symbol: 'USDT',
        amount: 100,
        pay_password: PAY_PASSWORD,
        request_id: expect.any(String),
      },
    ]);
    expect(held(lucas.main, 'USDT')).toBe(698);
    expect(logOf(lucas.main).at(-1)).toMatchObject({
      kind: 'withdraw',
      amount: -100,
      fee: 2,
      counterparty: lucas.withdrawAddress,
    });
  }, 10_000);

  it('a withdrawal that takes the balance to 500 or less still shows what was sent', async () => {
    oliverPaysLucas(10);
    const { user, sent } = await openWithdraw('lucas');
    await user.type(await screen.findByLabelText('Amount to withdraw'), '10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByText('10.00 USDT is on its way')).toBeInTheDocument();
    // The balances are read again after the send (498.00 now): the result stays, the closed note does not come.
    await waitFor(() => expect(held(lucas.main, 'USDT')).toBe(498));
    await aMomentLater();
    expect(screen.getByText('10.00 USDT is on its way')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-closed')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  }, 10_000);
});

/** Lucas (800 USDT after Oliver's 300) withdraws 100: the amount, the confirmation, the password. */
async function withdrawHundred(user: ReturnType<typeof setupUser>, { offline = false } = {}) {
  await user.type(await screen.findByLabelText('Amount to withdraw'), '100');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
  if (offline) goOffline();
  await user.click(sheet.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('dialog', { name: 'Enter your payment password' });
  await tapDigits(user, PAY_PASSWORD);
}

describe('wallet withdraw: offline and lost answers', () => {
  it('offline: refused at once, and nothing leaves when the connection comes back', async () => {
    oliverPaysLucas(300);
    const { user } = await openWithdraw('lucas');
    const calls = recordCalls();
    await withdrawHundred(user, { offline: true });
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(W.withdraw)).toBe(0);
    expect(held(lucas.main, 'USDT')).toBe(800);
  });

  it('a lost answer is looked up, not resent: it went through once, and the page shows it sent', async () => {
    oliverPaysLucas(300);
    const { user } = await openWithdraw('lucas');
    const calls = recordCalls();
    loseAnswerOnce(W.withdraw);
    await withdrawHundred(user);
    expect(await findFate('done')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Sent' });
    await aMomentLater();
    expect(calls.of(W.withdraw)).toBe(1);
    expect(held(lucas.main, 'USDT')).toBe(698);
    expect(logOf(lucas.main).filter((line) => line.kind === 'withdraw')).toHaveLength(1);
  });

  it('a request lost before the server saw it: says so, nothing moved, and withdrawing again sends once', async () => {
    oliverPaysLucas(300);
    const { user } = await openWithdraw('lucas');
    const calls = recordCalls();
    dropOnce(W.withdraw);
    await withdrawHundred(user);
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(held(lucas.main, 'USDT')).toBe(800);
    await passwordSheetGone();
    await user.clear(screen.getByLabelText('Amount to withdraw'));
    await withdrawHundred(user);
    await screen.findByRole('region', { name: 'Sent' });
    expect(calls.of(W.withdraw)).toBe(2);
    expect(held(lucas.main, 'USDT')).toBe(698);
  });
});
