import { screen, waitFor, within } from '@testing-library/react';
import { createStake } from '../../src/api/stakes/stakes';
import { clock } from '../../src/mocks/clock';
import { scrollListsToEnd } from '../infiniteScroll';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, recordBodies, recordQueries } from './myMoneyFixtures';
import { DAY_MS, enterPayPassword, factOf, myStake, qc, S, stakeCard } from './stakeFixtures';
import {
  failOnce,
  freezeWalletClock,
  held,
  SEEDED_WALLETS,
  signInWalletUser,
  walletAt,
  WALLET_NOW,
} from './walletBackend';

vi.mock('../../src/socket/connection');

const { oliver, minjun } = SEEDED_WALLETS;

freezeWalletClock();

const tab = (name: string) => screen.getByRole('radio', { name });

describe('stake orders', () => {
  it('a running stake: amount, term, return, income so far, maturity and its countdown; it cannot settle before', async () => {
    await signInWalletUser('oliver');
    const queries = recordQueries(S.getTotalList);
    renderRoute('/pages/wallet/pledgeOrder?tab=running');
    const running = myStake(200, 1);
    const card = await stakeCard(running.orderNo);
    expect(tab('Running')).toBeChecked();
    expect(card.getByText(qc(200))).toBeInTheDocument();
    expect(factOf(card, 'Term')).toHaveTextContent('30 days');
    expect(factOf(card, 'Return at maturity')).toHaveTextContent('+8%');
    expect(factOf(card, 'Income so far')).toHaveTextContent(qc(running.income));
    expect(running.income).toBe(1.2);
    expect(factOf(card, 'Time left')).toHaveTextContent(/^(18 d 0 h|17 d 23 h)$/);
    expect(factOf(card, 'Matures')).toHaveTextContent(/2026/);
    expect(
      card.getByText('It cannot settle before maturity; at maturity it settles by itself.'),
    ).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(queries[0]?.get('status')).toBe('1');
    expect(queries[0]?.get('pageSize')).toBe('20');
  });

  it('settles by itself once the server\u2019s clock passes maturity, and shows it settled', async () => {
    // 김민준's 7-day stake of 100 QC matures an hour after seeding: the clock is set just before it.
    await signInWalletUser('minjun');
    const stake = myStake(100, 1);
    const maturity = stake.maturityTime ?? 0;
    clock.setNow(maturity - 1500);
    const before = held(minjun.main, 'QC');
    const user = setupUser();
    renderRoute('/pages/wallet/pledgeOrder?tab=running');
    const card = await stakeCard(stake.orderNo);
    expect(factOf(card, 'Time left')).toHaveTextContent(/^00:00:0\d$/);
    clock.setNow(maturity + 1000);
    // The countdown reaches zero, the page reads again and the server has settled it.
    await waitFor(
      () => expect(screen.queryByRole('article', { name: `Stake ${stake.orderNo}` })).not.toBeInTheDocument(),
      { timeout: 4000 },
    );
    expect(await screen.findByText('No running stakes')).toBeInTheDocument();
    expect(held(minjun.main, 'QC')).toBe(before + 101.5);
    await user.click(tab('Settled'));
    const settled = await stakeCard(stake.orderNo);
    expect(factOf(settled, 'Principal + return')).toHaveTextContent(`${qc(100)} + ${qc(1.5)}`);
    expect(factOf(settled, 'Paid back')).toHaveTextContent(qc(101.5));
  });

  it('a settled stake: principal and return, and when', async () => {
    await signInWalletUser('oliver');
    renderRoute('/pages/wallet/pledgeOrder?tab=settled');
    const stake = myStake(100, 2);
    const card = await stakeCard(stake.orderNo);
    expect(card.getByText('Settled', { selector: '.stake-state' })).toBeInTheDocument();
    expect(factOf(card, 'Principal + return')).toHaveTextContent(`${qc(100)} + ${qc(1.5)}`);
    expect(factOf(card, 'Paid back')).toHaveTextContent(qc(101.5));
    expect(stake.settleTime).toBe(WALLET_NOW - 8 * DAY_MS);
    expect(factOf(card, 'Settled on')).toHaveTextContent(/2026/);
  });

  it('a stake to pay: Pay with the password, once; it moves to running', async () => {
    await signInWalletUser('oliver');
    const paid = recordBodies(S.checkPay);
    const user = setupUser();
    renderRoute('/pages/wallet/pledgeOrder?tab=unpaid');
    const stake = myStake(150, 0);
    const card = await stakeCard(stake.orderNo);
    expect(factOf(card, 'Lapses in')).toHaveTextContent(/^00:(39|40):\d\d$/);
    await user.dblClick(card.getByRole('button', { name: 'Pay' }));
    await enterPayPassword(user);
    expect(await screen.findByText('Paid: the stake is running')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
    expect(paid).toHaveLength(1);
    expect(held(oliver.main, 'QC')).toBe(300 - 150);
    await user.click(tab('Running'));
    expect(await stakeCard(stake.orderNo)).toBeTruthy();
  });

  it('opened with ?id=, a stake to pay offers its payment at once', async () => {
    await signInWalletUser('oliver');
    const stake = myStake(150, 0);
    const user = setupUser();
    renderRoute(`/pages/wallet/pledgeOrder?tab=unpaid&id=${stake.id}`);
    await enterPayPassword(user);
    expect(await screen.findByText('Paid: the stake is running')).toBeInTheDocument();
    expect(myStake(150, 1).id).toBe(stake.id);
  });

  it('a stake left unpaid lapses by itself when its countdown ends', async () => {
    await signInWalletUser('oliver');
    const stake = myStake(150, 0);
    clock.setNow(stake.payExpireTime - 1500);
    renderRoute('/pages/wallet/pledgeOrder?tab=unpaid');
    const card = await stakeCard(stake.orderNo);
    expect(factOf(card, 'Lapses in')).toHaveTextContent(/^00:00:0\d$/);
    clock.setNow(stake.payExpireTime + 1000);
    expect(await screen.findByText('Nothing to pay', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(held(oliver.main, 'QC')).toBe(300);
  });

  it('a lapsed stake is gone from the stakes to pay', async () => {
    await signInWalletUser('oliver');
    clock.setNow(WALLET_NOW + 41 * 60_000);
    renderRoute('/pages/wallet/pledgeOrder?tab=unpaid');
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
  });

  it('lists 20 a page and reads on as the list scrolls', async () => {
    await signInWalletUser('oliver');
    for (let i = 0; i < 21; i += 1)
      await createStake({
        wallet_id: walletAt(oliver.main).id,
        amount: 100 + i,
        term: 7,
        request_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      });
    const queries = recordQueries(S.unpaidList);
    scrollListsToEnd();
    renderRoute('/pages/wallet/pledgeOrder?tab=unpaid');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(22));
    expect(queries.map((q) => [q.get('pageIndex'), q.get('pageSize')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
    vi.unstubAllGlobals();
  });

  it('empty tabs say so', async () => {
    await signInWalletUser('lucas');
    const user = setupUser();
    renderRoute('/pages/wallet/pledgeOrder');
    expect(await screen.findByText('No running stakes')).toBeInTheDocument();
    await user.click(tab('Settled'));
    expect(await screen.findByText('No settled stakes yet')).toBeInTheDocument();
    await user.click(tab('To pay'));
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
  });

  it('says when the stakes cannot be read, and retries', async () => {
    await signInWalletUser('oliver');
    failOnce(S.getTotalList, 'the stakes are resting');
    const user = setupUser();
    renderRoute('/pages/wallet/pledgeOrder?tab=running');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the stakes are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await stakeCard(myStake(200, 1).orderNo)).toBeTruthy();
  });

  it('without a wallet, says to create one first', async () => {
    await demoWithPayPassword();
    renderRoute('/pages/wallet/pledgeOrder');
    expect(await screen.findByTestId('need-wallet')).toHaveTextContent('Create a wallet first');
  });
});
