import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { lockPhrase } from '../../src/pages/wallet/components/phraseVault';
import { useWalletStore } from '../../src/stores/wallet';
import { renderRoute, setupUser } from '../render';
import { PAY_PASSWORD, signInDemo } from './myMoneyFixtures';
import { MNEMONIC_WORDS, serveWallet } from './walletFixtures';

const W = endpoints.Wallet;

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

describe('wallet home', () => {
  it('without an account, leads to creating one', async () => {
    await signInDemo();
    serveWallet();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    const need = await screen.findByTestId('need-wallet');
    await user.click(within(need).getByRole('button', { name: 'Create a wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/create'));
  });

  it('shows the total, the tokens with balance, price and value, and the doors', async () => {
    await signInDemo();
    serveWallet({ accounts: 1 });
    renderRoute('/pages/wallet/index');
    // 100 QC × 0.5 + 250.5 USDT + 40 TRX × 0.25 = 310.5
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('310.50 USDT'));
    const tokens = within(screen.getByRole('region', { name: 'Tokens' }));
    const qc = await tokens.findByRole('button', { name: /^QC/ });
    expect(qc).toHaveTextContent('100.00');
    expect(qc).toHaveTextContent('Price 0.5 USDT');
    expect(qc).toHaveTextContent('50.00 USDT');
    expect(tokens.getAllByRole('button')).toHaveLength(3);
    const doors = within(screen.getByRole('navigation', { name: 'Wallet actions' }));
    for (const name of [
      'Receive',
      'Send',
      'Exchange',
      'Top up',
      'Withdraw',
      'Staking',
      'Mining',
      'Devices',
      'Charts',
    ])
      expect(doors.getByRole('button', { name })).toBeInTheDocument();
  });

  it('the withdraw door opens the send page in withdraw mode', async () => {
    await signInDemo();
    serveWallet({ accounts: 1 });
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    const doors = within(await screen.findByRole('navigation', { name: 'Wallet actions' }));
    await user.click(doors.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=withdraw'));
    expect(router.state.location.pathname).toBe('/pages/wallet/transfer');
  });

  it('a token opens its page', async () => {
    await signInDemo();
    serveWallet({ accounts: 1 });
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    const tokens = within(await screen.findByRole('region', { name: 'Tokens' }));
    await user.click(await tokens.findByRole('button', { name: /^USDT/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/tokenDetails'));
    expect(router.state.location.search).toBe('?symbol=USDT');
  });

  it('switches between accounts and remembers the choice on this device', async () => {
    await signInDemo();
    const fake = serveWallet({ accounts: 2 });
    const second = fake.accounts[1]?.account;
    const user = setupUser();
    renderRoute('/pages/wallet/index');
    await user.click(await screen.findByRole('button', { name: 'Switch account (now Main)' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Accounts' }));
    await user.click(sheet.getByRole('button', { name: /Savings 1/ }));
    expect(await screen.findByRole('button', { name: 'Switch account (now Savings 1)' })).toBeInTheDocument();
    expect(useWalletStore.getState().selectedId).toBe(second?.id);
  });

  it('says when the accounts cannot be read, and retries', async () => {
    await signInDemo();
    const fake = serveWallet({ accounts: 1 });
    fake.failOnce(W.list, 'the wallet is resting');
    const user = setupUser();
    renderRoute('/pages/wallet/index');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the wallet is resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Switch account (now Main)' })).toBeInTheDocument();
  });

  it('the total that cannot be read says so and retries', async () => {
    await signInDemo();
    const fake = serveWallet({ accounts: 1 });
    fake.failOnce(W.detail);
    const user = setupUser();
    renderRoute('/pages/wallet/index');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('Unavailable'));
    const hero = within(screen.getByRole('region', { name: 'Account' }));
    await user.click(hero.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('310.50 USDT'));
  });

  it('reminds to back up the phrase while it is pending, and opens the backup', async () => {
    await signInDemo();
    const fake = serveWallet({ accounts: 1 });
    const main = fake.accounts[0]?.account;
    if (!main) throw new Error('no account');
    useWalletStore.getState().keepPendingBackup(main.id, lockPhrase(MNEMONIC_WORDS, PAY_PASSWORD));
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    await user.click(await screen.findByRole('button', { name: /Back up your recovery phrase/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/create'));
    expect(router.state.location.search).toBe(`?backup=${main.id}`);
  });

  it('shows no reminder once the backup is done', async () => {
    await signInDemo();
    serveWallet({ accounts: 1 });
    renderRoute('/pages/wallet/index');
    await screen.findByRole('button', { name: 'Switch account (now Main)' });
    expect(screen.queryByRole('button', { name: /Back up your recovery phrase/ })).not.toBeInTheDocument();
  });
});
