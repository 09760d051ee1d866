import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { href } from '../../src/lib/href';
import { addressChunks } from '../../src/api/rules/walletAddress';
import { useWalletStore } from '../../src/stores/wallet';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, signInDemo } from './myMoneyFixtures';
import { brokenAddress, outsideAddress, serveWallet } from './walletFixtures';

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

const request = (query: { to: string; symbol?: string; amount?: string; memo?: string; back?: string }) =>
  href('/pages/wallet/signature', { symbol: 'USDT', amount: '12.5', ...query });

describe('signing a payment request', () => {
  it('shows what, how much, to whom in groups of four, the fee and the total', async () => {
    await demoWithPayPassword();
    serveWallet({ accounts: 1 });
    const to = outsideAddress();
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
    await demoWithPayPassword();
    const fake = serveWallet({ accounts: 1 });
    renderRoute(request({ to: brokenAddress() }));
    const refused = await screen.findByTestId('signature-refused');
    expect(refused).toHaveTextContent('The address is not valid');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(fake.calls.transfer).toHaveLength(0);
    expect(fake.calls.transferCalc).toHaveLength(0);
  });

  it('refuses an amount that is not one', async () => {
    await demoWithPayPassword();
    serveWallet({ accounts: 1 });
    renderRoute(request({ to: outsideAddress(), amount: '-3' }));
    expect(await screen.findByTestId('signature-refused')).toHaveTextContent('The amount is not valid');
  });

  it('sends once, with one request id, however often Approve is tapped, then goes back', async () => {
    await demoWithPayPassword();
    const fake = serveWallet({ accounts: 1 });
    const to = outsideAddress();
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
    expect(fake.calls.transfer).toHaveLength(1);
    const [sent] = fake.calls.transfer;
    expect(sent).toMatchObject({
      wallet_id: fake.accounts[0]?.account.id,
      symbol: 'USDT',
      amount: 12.5,
      to_address: to,
      pay_password: PAY_PASSWORD,
    });
    expect(String(sent?.request_id)).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.accounts[0]?.balances.USDT).toBe(237);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/index'));
  });

  it('a wrong password sends nothing and a retry carries the same request id', async () => {
    await demoWithPayPassword();
    const fake = serveWallet({ accounts: 1 });
    const user = setupUser();
    renderRoute(request({ to: outsideAddress() }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    await screen.findByRole('dialog', { name: 'Enter your payment password' });
    await tapDigits(user, '246802');
    await waitFor(() => expect(fake.calls.transfer).toHaveLength(1));
    expect(fake.accounts[0]?.balances.USDT).toBe(250.5);
    await tapDigits(user, PAY_PASSWORD);
    expect(await screen.findByRole('region', { name: 'Payment sent' })).toBeInTheDocument();
    expect(fake.calls.transfer).toHaveLength(2);
    expect(fake.calls.transfer[1]?.request_id).toBe(fake.calls.transfer[0]?.request_id);
  });

  it('Refuse sends nothing and leaves to an internal back only', async () => {
    await demoWithPayPassword();
    const fake = serveWallet({ accounts: 1 });
    const user = setupUser();
    const { router } = renderRoute(request({ to: outsideAddress(), back: 'https://evil.example/' }));
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/index'));
    expect(fake.calls.transfer).toHaveLength(0);
  });

  it('without a wallet, asks to create one first', async () => {
    await signInDemo();
    serveWallet();
    renderRoute(request({ to: outsideAddress() }));
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});
