import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { SEEDED_KEYS } from '../../src/mocks/handlers/wallet/db/seedWalletKeys';
import { lockPhrase } from '../../src/features/wallet/phraseVault';
import { useWalletStore } from '../../src/stores/wallet';
import { renderRoute, setupUser } from '../render';
import { PAY_PASSWORD, signInDemo } from './myMoneyFixtures';
import { failOnce, freezeWalletClock, SEEDED_WALLETS, signInWalletUser, walletAt } from './walletBackend';

const W = endpoints.Wallet;
const { oliver } = SEEDED_WALLETS;

freezeWalletClock();

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

describe('wallet home', () => {
  it('without an account, leads to creating one', async () => {
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    const need = await screen.findByTestId('need-wallet');
    await user.click(within(need).getByRole('button', { name: 'Create a wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/create'));
  });

  it('shows the total, the tokens with balance, price and value, and the doors', async () => {
    await signInWalletUser('oliver');
    renderRoute('/pages/wallet/index');
    // Oliver's main account: 300 QC × 0.5 + 1,200 USDT + 50 TRX × 0.25 = 1,362.50
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('1,362.50 USDT'));
    const tokens = within(screen.getByRole('region', { name: 'Tokens' }));
    const qc = await tokens.findByRole('button', { name: /^QC/ });
    expect(qc).toHaveTextContent('300.00');
    expect(qc).toHaveTextContent('Price 0.5 USDT');
    expect(qc).toHaveTextContent('150.00 USDT');
    expect(tokens.getByRole('button', { name: /^TRX/ })).toHaveTextContent('12.50 USDT');
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
    await signInWalletUser('oliver');
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    const doors = within(await screen.findByRole('navigation', { name: 'Wallet actions' }));
    await user.click(doors.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=withdraw'));
    expect(router.state.location.pathname).toBe('/pages/wallet/transfer');
  });

  it('a token opens its page', async () => {
    await signInWalletUser('oliver');
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    const tokens = within(await screen.findByRole('region', { name: 'Tokens' }));
    await user.click(await tokens.findByRole('button', { name: /^USDT/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/tokenDetails'));
    expect(router.state.location.search).toBe('?symbol=USDT');
  });

  it('switches between accounts and remembers the choice on this device', async () => {
    await signInWalletUser('oliver');
    const savings = walletAt(oliver.savings);
    const user = setupUser();
    renderRoute('/pages/wallet/index');
    await user.click(await screen.findByRole('button', { name: 'Switch account (now Oliver)' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Accounts' }));
    await user.click(sheet.getByRole('button', { name: /Savings/ }));
    expect(await screen.findByRole('button', { name: 'Switch account (now Savings)' })).toBeInTheDocument();
    expect(useWalletStore.getState().selectedId).toBe(savings.id);
    // the savings account: 0 QC + 250 USDT + 1,000 TRX × 0.25 = 500
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('500.00 USDT'));
  });

  it('says when the accounts cannot be read, and retries', async () => {
    await signInWalletUser('oliver');
    failOnce(W.list, 'the wallet is resting');
    const user = setupUser();
    renderRoute('/pages/wallet/index');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the wallet is resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Switch account (now Oliver)' })).toBeInTheDocument();
  });

  it('the total that cannot be read says so and retries', async () => {
    await signInWalletUser('oliver');
    failOnce(W.detail);
    const user = setupUser();
    renderRoute('/pages/wallet/index');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('Unavailable'));
    const hero = within(screen.getByRole('region', { name: 'Account' }));
    await user.click(hero.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('1,362.50 USDT'));
  });

  it('reminds to back up the phrase while it is pending, and opens the backup', async () => {
    await signInWalletUser('oliver');
    const main = walletAt(oliver.main);
    const words = SEEDED_KEYS.oliver.phrase.split(' ');
    useWalletStore.getState().keepPendingBackup(main.id, lockPhrase(words, PAY_PASSWORD));
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    await user.click(await screen.findByRole('button', { name: /Back up your recovery phrase/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/create'));
    expect(router.state.location.search).toBe(`?backup=${main.id}`);
  });

  it('shows no reminder once the backup is done', async () => {
    await signInWalletUser('oliver');
    renderRoute('/pages/wallet/index');
    await screen.findByRole('button', { name: 'Switch account (now Oliver)' });
    expect(screen.queryByRole('button', { name: /Back up your recovery phrase/ })).not.toBeInTheDocument();
  });
});
