import { screen, waitFor, within } from '@testing-library/react';
import type { ExchangeRecord } from '../../src/api/wallet';
import { scrollListsToEnd } from '../infiniteScroll';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD } from './myMoneyFixtures';
import { serveNoWallet, serveWallet } from './walletFlowFixtures';

vi.mock('../../src/socket/connection');

const UUID = /^[0-9a-f-]{36}$/;

async function openExchange() {
  await demoWithPayPassword();
  const fake = serveWallet();
  const user = setupUser();
  const view = renderRoute('/pages/wallet/exchange');
  const preview = within(await screen.findByRole('region', { name: 'You will receive' }));
  await preview.findByText('1 QC = 2 USDT');
  return { user, fake, preview, ...view };
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
    const { user, fake, preview } = await openExchange();
    await user.type(amountField(), '10.01');
    // 10.01 × 2 × 0.997 = 19.95994 → 19.95
    expect(preview.getByTestId('exchange-received')).toHaveTextContent('19.95 USDT');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    const sheet = await confirmSheet();
    expect(sheet.getByTestId('confirm-received')).toHaveTextContent('19.95 USDT');
    expect(sheet.getByText('10.01 QC')).toBeInTheDocument();
    await confirmAndPay(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Exchanged: you received 19.95 USDT');
    expect(fake.calls.exchange).toEqual([
      {
        wallet_id: 7,
        from: 'QC',
        to: 'USDT',
        amount: 10.01,
        rate: 2,
        pay_password: PAY_PASSWORD,
        request_id: expect.stringMatching(UUID),
      },
    ]);
    expect(fake.balances).toMatchObject({ QC: 289.99, USDT: 139.95 });
  }, 10_000);

  it('Max fills what the account holds, and the swap asks the rate of the other way', async () => {
    const { user, fake } = await openExchange();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountField()).toHaveValue('300.00');
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(fake.calls.rate.at(-1)).toEqual({ from: 'USDT', to: 'QC', wallet_id: 7 }));
    expect(amountField()).toHaveValue('');
  });

  it('when the rate has moved, says so, shows the new result and confirms again under a new request id', async () => {
    const { user, fake, preview } = await openExchange();
    await user.type(amountField(), '10');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    await confirmSheet();
    fake.rates['QC>USDT'] = 2.1;
    await confirmAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The rate has changed');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter your payment password' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(document.querySelector('.adm-number-keyboard')).toBeNull());
    // 10 × 2.1 × 0.997 = 20.937 → 20.93
    await waitFor(() => expect(preview.getByTestId('exchange-received')).toHaveTextContent('20.93 USDT'));
    expect(fake.balances.QC).toBe(300);
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect((await confirmSheet()).getByTestId('confirm-received')).toHaveTextContent('20.93 USDT');
    await confirmAndPay(user);
    await screen.findByText('Exchanged: you received 20.93 USDT');
    const [first, second] = fake.calls.exchange;
    expect(first).toMatchObject({ rate: 2 });
    expect(second).toMatchObject({ rate: 2.1 });
    expect(second?.request_id).not.toBe(first?.request_id);
    expect(fake.balances.USDT).toBe(140.93);
  }, 10_000);

  it('asks to create a wallet first when the user has none', async () => {
    await demoWithPayPassword();
    serveNoWallet();
    renderRoute('/pages/wallet/exchange');
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});

describe('wallet exchange records', () => {
  const record = (id: number): ExchangeRecord => ({
    id,
    from: 'QC',
    to: 'USDT',
    amount: 10,
    received: 19.94,
    rate: 2,
    fee: 0.06,
    wallet_id: 7,
    create_time: 1_760_000_000_000 - id * 60_000,
  });

  it('lists the account’s exchanges 20 a page as it scrolls', async () => {
    await demoWithPayPassword();
    const fake = serveWallet({ exchanges: Array.from({ length: 25 }, (_, i) => record(i + 1)) });
    scrollListsToEnd();
    renderRoute('/pages/wallet/exchangeList');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    const first = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(first.getByText('1 QC = 2 USDT')).toBeInTheDocument();
    expect(first.getByText('+19.94 USDT')).toBeInTheDocument();
    expect(fake.exchanges).toHaveLength(25);
  });

  it('says when there are none', async () => {
    await demoWithPayPassword();
    serveWallet();
    renderRoute('/pages/wallet/exchangeList');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No exchanges yet');
  });
});
