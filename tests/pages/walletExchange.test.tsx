import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { money, toWire, truncate } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { exchangeTokens } from '../../src/mocks/handlers/wallet/db/exchange';
import { tokenRate } from '../../src/mocks/handlers/wallet/db/wallets';
import { scrollListsToEnd } from '../infiniteScroll';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { aMomentLater, findFate, passwordSheetGone } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies } from './myMoneyFixtures';
import { freezeWalletClock, held, SEEDED_WALLETS, signInWalletUser, walletAt } from './walletBackend';

vi.mock('../../src/socket/connection');

const W = endpoints.Wallet;
const UUID = /^[0-9a-f-]{36}$/;
/** Oliver's main account: QC 300, USDT 1,200; QC is at 0.50 USDT on the frozen clock. */
const { oliver, minjun } = SEEDED_WALLETS;

freezeWalletClock();

async function openExchange() {
  await signInWalletUser('oliver');
  const sent = recordBodies(W.exchange);
  const rates = recordBodies(W.exchangeRate);
  const user = setupUser();
  const view = renderRoute('/pages/wallet/exchange');
  const preview = within(await screen.findByRole('region', { name: 'You will receive' }));
  await preview.findByText('1 QC = 0.5 USDT');
  return { user, sent, rates, preview, ...view };
}

const amountField = () => screen.getByLabelText('Amount to exchange');
const confirmSheet = async () => within(await screen.findByRole('dialog', { name: 'Confirm the exchange' }));

async function confirmAndPay(user: ReturnType<typeof setupUser>) {
  const sheet = await confirmSheet();
  await user.click(sheet.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('dialog', { name: 'Enter your payment password' });
  await tapDigits(user, PAY_PASSWORD);
}

describe('wallet exchange', () => {
  it('shows what arrives before confirming (rounded down to the cent) and exchanges at the quoted rate', async () => {
    const { user, sent, preview } = await openExchange();
    await user.type(amountField(), '10.01');
    // 10.01 × 0.5 × 0.997 = 4.989985 → 4.98
    expect(preview.getByTestId('exchange-received')).toHaveTextContent('4.98 USDT');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    const sheet = await confirmSheet();
    expect(sheet.getByTestId('confirm-received')).toHaveTextContent('4.98 USDT');
    expect(sheet.getByText('10.01 QC')).toBeInTheDocument();
    await confirmAndPay(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Exchanged: you received 4.98 USDT');
    expect(sent).toEqual([
      {
        wallet_id: walletAt(oliver.main).id,
        from: 'QC',
        to: 'USDT',
        amount: 10.01,
        rate: 0.5,
        pay_password: PAY_PASSWORD,
        request_id: expect.stringMatching(UUID),
      },
    ]);
    expect(held(oliver.main, 'QC')).toBe(289.99);
    expect(held(oliver.main, 'USDT')).toBe(1204.98);
    expect(db().exchanges.at(-1)).toMatchObject({ from: 'QC', to: 'USDT', amount: 10.01, received: 4.98 });
  }, 10_000);

  it('Max fills what the account holds, and the swap asks the rate of the other way', async () => {
    const { user, rates } = await openExchange();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountField()).toHaveValue('300.00');
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(() =>
      expect(rates.at(-1)).toEqual({ from: 'USDT', to: 'QC', wallet_id: walletAt(oliver.main).id }),
    );
    expect(amountField()).toHaveValue('');
    expect(await screen.findByText('1 USDT = 2 QC')).toBeInTheDocument();
  });

  it('when the rate has moved, says so, shows the new result and confirms again under a new request id', async () => {
    const { user, sent, preview } = await openExchange();
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    await confirmSheet();
    // An hour and three quarters later QC's price has moved by more than 1 %.
    clock.advance(105 * 60_000);
    const moved = tokenRate('QC', 'USDT', clock.now());
    expect(money(moved).minus(0.5).abs().gt(0.005)).toBe(true);
    const received = toWire(truncate(money(10).times(moved).times('0.997'), 2));
    await confirmAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The rate has changed');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter your payment password' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(document.querySelector('.adm-number-keyboard')).toBeNull());
    await waitFor(() =>
      expect(preview.getByTestId('exchange-received')).toHaveTextContent(`${received.toFixed(2)} USDT`),
    );
    expect(held(oliver.main, 'QC')).toBe(300);
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect((await confirmSheet()).getByTestId('confirm-received')).toHaveTextContent(
      `${received.toFixed(2)} USDT`,
    );
    await confirmAndPay(user);
    await screen.findByText(`Exchanged: you received ${received.toFixed(2)} USDT`);
    const [first, second] = sent;
    expect(first).toMatchObject({ rate: 0.5 });
    expect(second).toMatchObject({ rate: moved });
    expect(second?.request_id).not.toBe(first?.request_id);
    expect(held(oliver.main, 'QC')).toBe(290);
    expect(held(oliver.main, 'USDT')).toBe(toWire(money(1200).plus(received)));
  }, 10_000);

  it('asks to create a wallet first when the user has none', async () => {
    await demoWithPayPassword();
    renderRoute('/pages/wallet/exchange');
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});

/** Oliver exchanges 10 QC for USDT (4.98 at 0.50 less 0.3 %): the amount, the confirmation, the password. */
async function exchangeTen(user: ReturnType<typeof setupUser>, { offline = false } = {}) {
  await user.type(amountField(), '10');
  await user.click(screen.getByRole('button', { name: 'Exchange' }));
  await confirmSheet();
  if (offline) goOffline();
  await confirmAndPay(user);
}

describe('wallet exchange: offline and lost answers', () => {
  it('offline: refused at once, and nothing leaves when the connection comes back', async () => {
    const { user } = await openExchange();
    const calls = recordCalls();
    await exchangeTen(user, { offline: true });
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(W.exchange)).toBe(0);
    expect(held(oliver.main, 'QC')).toBe(300);
    expect(held(oliver.main, 'USDT')).toBe(1200);
  });

  it('a lost answer is looked up, not resent: it went through once, and the page says what arrived', async () => {
    const { user } = await openExchange();
    const calls = recordCalls();
    const before = db().exchanges.length;
    loseAnswerOnce(W.exchange);
    await exchangeTen(user);
    expect(await findFate('done')).toBeInTheDocument();
    expect(await screen.findByText('Exchanged: you received 4.98 USDT')).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(W.exchange)).toBe(1);
    expect(db().exchanges).toHaveLength(before + 1);
    expect(held(oliver.main, 'QC')).toBe(290);
    expect(held(oliver.main, 'USDT')).toBe(1204.98);
  });

  it('a request lost before the server saw it: says so, nothing moved, and exchanging again sends once', async () => {
    const { user } = await openExchange();
    const calls = recordCalls();
    dropOnce(W.exchange);
    await exchangeTen(user);
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(held(oliver.main, 'QC')).toBe(300);
    await passwordSheetGone();
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    await confirmAndPay(user);
    expect(await screen.findByText('Exchanged: you received 4.98 USDT')).toBeInTheDocument();
    expect(calls.of(W.exchange)).toBe(2);
    expect(held(oliver.main, 'QC')).toBe(290);
    expect(held(oliver.main, 'USDT')).toBe(1204.98);
  });
});

describe('wallet exchange records', () => {
  it('lists the account’s exchanges 20 a page as it scrolls', async () => {
    await signInWalletUser('oliver');
    // 25 exchanges of 10 QC, a minute apart, the newest now (at 0.50 USDT: 10 × 0.5 × 0.997 → 4.98)
    const wallet = walletAt(oliver.main);
    for (let i = 24; i >= 0; i -= 1)
      exchangeTokens(db(), wallet, { from: 'QC', to: 'USDT', amount: money(10) }, clock.now() - i * 60_000);
    scrollListsToEnd();
    renderRoute('/pages/wallet/exchangeList');
    // with the seeded exchange (USDT to TRX, 50 days ago) last
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(26));
    const first = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(first.getByText('1 QC = 0.5 USDT')).toBeInTheDocument();
    expect(first.getByText('+4.98 USDT')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await signInWalletUser('minjun');
    expect(db().exchanges.filter((row) => row.uid === minjun.uid)).toHaveLength(0);
    renderRoute('/pages/wallet/exchangeList');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No exchanges yet');
  });
});
