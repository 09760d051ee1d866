import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { exchangeQuote } from '../../src/features/exchange/exchangeMath';
import { money } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { useSession } from '../../src/stores/session';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { cachedMe, renderRoute, setupUser } from '../render';
import { backOnlineAWhile, FATE, offlineRefusal } from './lostAnswerFixtures';
import {
  demoWithPayPassword,
  kitDialog,
  PAY_PASSWORD,
  recordBodies,
  serve,
  signInDemo,
  userRow,
} from './myMoneyFixtures';

const W = endpoints.Wallet;
const PATH = '/pages/my/exchange';

async function openExchange(withPayPassword = true) {
  if (withPayPassword) await demoWithPayPassword();
  else await signInDemo();
  const user = setupUser();
  const view = renderRoute(PATH);
  const preview = within(await screen.findByRole('region', { name: 'You will receive' }));
  await preview.findByText('Rate');
  return { user, preview, ...view };
}

const sides = () => within(screen.getByRole('region', { name: 'Exchange' }));
const amountField = () => screen.getByLabelText('Amount to exchange');
const pick = (index: 0 | 1, name: string) => sides().getAllByRole('option', { name })[index] as HTMLElement;

describe('exchange', () => {
  it('previews amount × rate × (1 − fee) with the fee, at the server’s rate for the pair', async () => {
    serve(W.exchangeRate, {
      from: 'balance',
      to: 'qc',
      rate: 0.5,
      fee_ratio: 0.025,
      min: 1,
      quote_time: Date.now(),
    });
    const { user, preview } = await openExchange();
    expect(preview.getByText('1 Balance = 0.5 QC')).toBeInTheDocument();
    expect(preview.getByText('2.5%')).toBeInTheDocument();
    await user.type(amountField(), '100');
    expect(preview.getByText('1.25 QC')).toBeInTheDocument();
    expect(preview.getByTestId('exchange-received')).toHaveTextContent('48.75 QC');
  });

  it('asks the server for the rate of the pair chosen, and swaps sides rather than pairing an asset with itself', async () => {
    const { user } = await openExchange();
    const rates = recordBodies(W.exchangeRate);
    await user.click(pick(0, 'Points'));
    await waitFor(() => expect(rates.at(-1)).toEqual({ from: 'points', to: 'qc' }));
    await user.click(pick(1, 'Points'));
    await waitFor(() => expect(rates.at(-1)).toEqual({ from: 'qc', to: 'points' }));
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(rates.at(-1)).toEqual({ from: 'points', to: 'qc' }));
  });

  it('refuses amounts below the minimum or above what the user holds, before asking anything', async () => {
    const { user } = await openExchange();
    const sent = recordBodies(W.exchange);
    await user.click(pick(0, 'Points'));
    await screen.findByText(/^1 point = /);
    await user.type(amountField(), '50');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount must not be below 100');
    await user.clear(amountField());
    await user.type(amountField(), '5001');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount is more than you hold (5,000 points)',
    );
    expect(screen.queryByRole('dialog', { name: 'Enter your payment password' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks the payment password, exchanges once and shows the new balances', async () => {
    const { user, preview } = await openExchange();
    const sent = recordBodies(W.exchange);
    const before = cachedMe();
    await user.type(amountField(), '100');
    // As a person reads it: the no-break space before the unit is a space.
    const received = preview.getByTestId('exchange-received').textContent?.replace(/\s/g, ' ');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enter your payment password' });
    expect(sheet).toHaveTextContent(`CN¥100.00 for ${received}`);
    await tapDigits(user, PAY_PASSWORD);

    await waitFor(() => expect(cachedMe().balance).toBe(before.balance - 100));
    expect(sent).toEqual([
      { from: 'balance', to: 'qc', amount: 100, pay_password: PAY_PASSWORD, request_id: expect.any(String) },
    ]);
    const quote = exchangeQuote(100, { rate: 0.5, fee_ratio: 0.02 }, 'qc');
    expect(money(cachedMe().qcBalance).eq(money(before.qcBalance).plus(quote.received))).toBe(true);
    expect(await screen.findByText(`Exchanged: ${received} received`)).toBeInTheDocument();
  });

  it('without a payment password, leads to setting one', async () => {
    const { user, router } = await openExchange(false);
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    await user.click(
      within(await kitDialog('No payment password set')).getByRole('button', { name: 'Set it now' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(new URLSearchParams(router.state.location.search).get('route')).toBe(PATH);
  });
});

describe('exchange: offline and lost answers (issue 32)', () => {
  /** What the server holds of the demo: balance, QC and exchanges made. */
  const held = () => {
    const uid = useSession.getState().uid;
    const { balance, qcBalance } = userRow(uid);
    return { balance, qcBalance, exchanges: db().exchanges.filter((e) => e.uid === uid).length };
  };

  /** 100 balance to QC, the payment password: one send. */
  async function exchangeHundred(user: ReturnType<typeof setupUser>) {
    await user.clear(amountField());
    await user.type(amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);
  }

  it('offline, is refused at once and sends nothing when the connection is back', async () => {
    const { user } = await openExchange();
    const before = held();
    const calls = recordCalls();
    goOffline();
    await exchangeHundred(user);
    expect(await offlineRefusal()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(W.exchange)).toBe(0);
    expect(held()).toEqual(before);
  });

  it('an answer lost after the server exchanged: read back from the exchange log, shown as done, sent once', async () => {
    const { user } = await openExchange();
    const before = held();
    const calls = recordCalls();
    loseAnswerOnce(W.exchange);
    await exchangeHundred(user);
    expect(await screen.findByText(FATE.done)).toBeInTheDocument();
    expect(await screen.findByText('Exchanged: 49.00 QC received')).toBeInTheDocument();
    await waitFor(() => expect(cachedMe().balance).toBe(before.balance - 100));
    expect(calls.of(W.exchange)).toBe(1);
    expect(held()).toEqual({
      balance: before.balance - 100,
      qcBalance: before.qcBalance + 49,
      exchanges: before.exchanges + 1,
    });
  });

  it('an answer lost before the server did anything: says so; exchanging again exchanges once', async () => {
    const { user } = await openExchange();
    const before = held();
    const calls = recordCalls();
    dropOnce(W.exchange);
    await exchangeHundred(user);
    expect(await screen.findByText(FATE.notDone)).toBeInTheDocument();
    expect(held()).toEqual(before);
    await waitFor(() => expect(document.querySelector('.adm-number-keyboard')).toBeNull());

    await exchangeHundred(user);
    expect(await screen.findByText('Exchanged: 49.00 QC received')).toBeInTheDocument();
    expect(calls.of(W.exchange)).toBe(2);
    expect(held().exchanges).toBe(before.exchanges + 1);
    expect(held().balance).toBe(before.balance - 100);
  });
});

describe('exchange math', () => {
  /** A quote's figures as decimal text, exact. */
  const quoted = (...args: Parameters<typeof exchangeQuote>) => {
    const { gross, fee, received } = exchangeQuote(...args);
    return { gross: gross.toString(), fee: fee.toString(), received: received.toString() };
  };

  it('rounds what arrives down to the unit received: cents, or whole points', () => {
    expect(quoted(100, { rate: 0.5, fee_ratio: 0.02 }, 'qc')).toEqual({
      gross: '50',
      fee: '1',
      received: '49',
    });
    expect(quoted(10.5, { rate: 100, fee_ratio: 0.02 }, 'points')).toEqual({
      gross: '1050',
      fee: '21',
      received: '1029',
    });
    expect(quoted(150, { rate: 0.01, fee_ratio: 0.02 }, 'balance').received).toBe('1.47');
    expect(quoted(0.29, { rate: 100, fee_ratio: 0 }, 'points').received).toBe('29');
    expect(quoted(0.7, { rate: 0.005, fee_ratio: 0.02 }, 'qc')).toEqual({
      gross: '0.0035',
      fee: '0',
      received: '0',
    });
  });
});
