import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { addressChunks } from '../../src/api/wallet/rules/walletAddress';
import { useWalletStore } from '../../src/stores/wallet';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { recordQueries, signInDemo } from './myMoneyFixtures';
import {
  failOnce,
  freezeWalletClock,
  openTestWallet,
  SEEDED_WALLETS,
  signInWalletUser,
  walletAt,
} from './walletBackend';

const W = endpoints.Wallet;

freezeWalletClock();

beforeEach(() => {
  useWalletStore.setState({ selectedId: null, pendingBackups: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const rows = () => document.querySelectorAll('.panel-log-row');
const HOLDINGS = { QC: 100, USDT: 250.5, TRX: 40 };

describe('wallet details', () => {
  it('asks a user with no account yet to create one, whatever the id', async () => {
    await signInDemo();
    renderRoute(`/pages/wallet/details?id=${walletAt(SEEDED_WALLETS.oliver.main).id}`);
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });

  it('shows the account, its address in groups of four and its balances', async () => {
    await signInDemo();
    const account = openTestWallet({ holdings: HOLDINGS, logs: 3 });
    renderRoute(`/pages/wallet/details?id=${account.id}`);
    const address = await screen.findByTestId('address-chunks');
    expect([...address.children].map((chunk) => chunk.textContent)).toEqual(addressChunks(account.address));
    const balances = within(screen.getByRole('region', { name: 'Balances' }));
    expect(balances.getByText('250.50')).toBeInTheDocument();
    // 100 QC × 0.5 + 250.5 USDT + 40 TRX × 0.25 = 310.5
    expect(screen.getByText('310.50 USDT')).toBeInTheDocument();
  });

  it('without an id shows the account the wallet pages work on (the main one)', async () => {
    await signInWalletUser('oliver');
    renderRoute('/pages/wallet/details');
    const address = await screen.findByTestId('address-chunks');
    expect(address.textContent?.replace(/\s/g, '')).toBe(SEEDED_WALLETS.oliver.main);
  });

  it('a seeded account shows its own history: Oliver’s savings received 250 USDT from his main account', async () => {
    await signInWalletUser('oliver');
    const savings = walletAt(SEEDED_WALLETS.oliver.savings);
    renderRoute(`/pages/wallet/details?id=${savings.id}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const line = rows()[0] as HTMLElement;
    expect(line).toHaveTextContent('Received');
    expect(line).toHaveTextContent('+250.00 USDT');
    const main = SEEDED_WALLETS.oliver.main;
    expect(line).toHaveTextContent(`From ${main.slice(0, 6)}…${main.slice(-4)}`);
  });

  it('lists the movements 20 a page, each with its kind, signed amount, fee and the other side', async () => {
    await signInDemo();
    const account = openTestWallet({ holdings: HOLDINGS, logs: 25 });
    const queries = recordQueries(W.zjLog);
    scrollListsToEnd();
    renderRoute(`/pages/wallet/details?id=${account.id}`);
    await waitFor(() => expect(rows()).toHaveLength(25));
    const newest = rows()[0] as HTMLElement;
    // the 25th movement (i = 24): 25 QC in; the next (i = 23) 24 TRX out with a 2.00 TRX fee
    expect(newest).toHaveTextContent('Received');
    expect(newest).toHaveTextContent('+25.00 QC');
    const out = rows()[1] as HTMLElement;
    expect(out).toHaveTextContent('Sent');
    expect(out).toHaveTextContent('−24.00 TRX');
    expect(out).toHaveTextContent('Fee 2.00 TRX');
    expect(out).toHaveTextContent(/To T\w{5}…\w{4}/);
    expect(queries.map((query) => [query.get('pageIndex'), query.get('pageSize')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('a token chip switches to that token\u2019s log', async () => {
    await signInDemo();
    const account = openTestWallet({ holdings: HOLDINGS, logs: 9 });
    const queries = recordQueries(W.tokenLog);
    const user = setupUser();
    renderRoute(`/pages/wallet/details?id=${account.id}`);
    await waitFor(() => expect(rows()).toHaveLength(9));
    await user.click(screen.getByRole('radio', { name: 'USDT' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(queries.at(-1)?.get('symbol')).toBe('USDT');
    expect(queries.at(-1)?.get('pageSize')).toBe('20');
    [...rows()].forEach((row) => expect(row).toHaveTextContent('USDT'));
  });

  it('says when there are no movements', async () => {
    await signInDemo();
    const account = openTestWallet({ holdings: HOLDINGS });
    renderRoute(`/pages/wallet/details?id=${account.id}`);
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
  });

  it('an account that is not the user\u2019s is an error with a retry', async () => {
    await signInDemo();
    openTestWallet();
    renderRoute(`/pages/wallet/details?id=${walletAt(SEEDED_WALLETS.oliver.main).id}`);
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Wallet not found');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('token details', () => {
  it('shows the token of the current account with its log and its doors', async () => {
    await signInDemo();
    openTestWallet({ holdings: HOLDINGS, logs: 9 });
    const queries = recordQueries(W.tokenLog);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/tokenDetails?symbol=QC');
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('100.00 QC');
    expect(screen.getByText('0.5 USDT')).toBeInTheDocument();
    expect(screen.getByText('50.00 USDT')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(queries.at(-1)?.get('symbol')).toBe('QC');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/transfer'));
    expect(router.state.location.search).toBe('?symbol=QC');
  });

  it('an unknown token says so', async () => {
    await signInDemo();
    openTestWallet({ holdings: HOLDINGS });
    renderRoute('/pages/wallet/tokenDetails?symbol=DOGE');
    expect(await screen.findByText('Unknown token')).toBeInTheDocument();
  });

  it('the token list failing offers a retry', async () => {
    await signInDemo();
    openTestWallet({ holdings: HOLDINGS });
    failOnce(W.tokenList, 'tokens are resting');
    const user = setupUser();
    renderRoute('/pages/wallet/tokenDetails?symbol=TRX');
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('40.00 TRX');
  });
});
