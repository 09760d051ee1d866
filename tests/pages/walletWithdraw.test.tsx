import { screen, waitFor, within } from '@testing-library/react';
import { addressChunks } from '../../src/api/rules/walletAddress';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, userRow } from './myMoneyFixtures';
import { serveWallet, WITHDRAW_ADDRESS } from './walletFlowFixtures';

vi.mock('../../src/socket/connection');

const PATH = '/pages/wallet/transfer?mode=withdraw';

async function openWithdraw(usdt: number, bound = WITHDRAW_ADDRESS) {
  const grant = await demoWithPayPassword();
  userRow(grant.userInfo.uid).withdrawAddress = bound;
  const fake = serveWallet({ balances: { QC: 0, USDT: usdt, TRX: 0 } });
  const user = setupUser();
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { name: 'Withdraw USDT' });
  return { user, fake, ...view };
}

describe('wallet withdraw', () => {
  it('at 500 USDT says why before anything is typed, and offers nothing to send', async () => {
    const { fake } = await openWithdraw(500);
    expect(await screen.findByTestId('withdraw-closed')).toHaveTextContent(
      'Withdrawals open when the available balance is above 500.00 USDT (now 500.00 USDT)',
    );
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(fake.calls.withdraw).toHaveLength(0);
  });

  it('without a bound address leads to binding one', async () => {
    const { user, router } = await openWithdraw(800, '');
    expect(await screen.findByText('Bind a withdrawal address first')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to withdraw')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind an address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/bind'));
  });

  it('above 500: amount at least 10, fee, Max, confirmation to the bound address, one withdrawal', async () => {
    const { user, fake } = await openWithdraw(800);
    const field = await screen.findByLabelText('Amount to withdraw');
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/below 10/);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    // 2 % of 800 is 16: Max = 800 − 16
    await waitFor(() => expect(field).toHaveValue('784.00'));
    await user.clear(field);
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Confirm the withdrawal' }));
    for (const chunk of addressChunks(WITHDRAW_ADDRESS))
      expect(sheet.getAllByText(chunk)[0]).toBeInTheDocument();
    expect(sheet.getByText('100.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('2.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('102.00 USDT')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, PAY_PASSWORD);
    await screen.findByRole('region', { name: 'Sent' });
    expect(fake.calls.withdraw).toEqual([
      {
        wallet_id: 7,
        symbol: 'USDT',
        amount: 100,
        pay_password: PAY_PASSWORD,
        request_id: expect.any(String),
      },
    ]);
    expect(fake.balances.USDT).toBe(698);
  }, 10_000);
});
