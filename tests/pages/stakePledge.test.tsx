import { screen, waitFor, within } from '@testing-library/react';
import { sum, toWire } from '../../src/lib/money';
import { db } from '../../src/mocks/db';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, kitDialog, recordBodies, serve } from './myMoneyFixtures';
import {
  amountField,
  confirmSheet,
  DAY_MS,
  enterPayPassword,
  openPledge,
  factOf,
  myStake,
  myStakes,
  payDialog,
  qc,
  S,
  stakeCard,
  UUID,
} from './stakeFixtures';
import {
  failOnce,
  freezeWalletClock,
  held,
  SEEDED_WALLETS,
  setHoldings,
  signInWalletUser,
  walletAt,
  WALLET_NOW,
} from './walletBackend';

vi.mock('../../src/socket/connection');

const { oliver, lucas } = SEEDED_WALLETS;

freezeWalletClock();

describe('staking: the page', () => {
  it('shows the plans, what is staked and earned, the stake to pay up front with its lapse, and the rules', async () => {
    await openPledge('oliver');
    const plans = screen.getByRole('radiogroup', { name: 'Term' });
    for (const [days, ratio] of [
      ['7 days', '+1.5%'],
      ['30 days', '+8%'],
      ['90 days', '+30%'],
      ['180 days', '+70%'],
    ])
      expect(within(plans).getByRole('radio', { name: `${days} ${ratio}` })).toBeInTheDocument();
    // The stake to pay, up front: its Pay and when it lapses by itself (40 minutes after seeding).
    const unpaid = myStake(150, 0);
    const card = await stakeCard(unpaid.orderNo);
    expect(screen.getByRole('region', { name: 'To pay (1)' })).toBeInTheDocument();
    expect(factOf(card, 'Lapses in')).toHaveTextContent(/^00:(39|40):\d\d$/);
    expect(card.getByText('Left unpaid, it lapses by itself and nothing is taken.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    // One card: staked (the 200 QC running), earned (12 daily payouts and last week's return), next maturity.
    const overview = within(screen.getByRole('region', { name: 'My staking' }));
    await waitFor(() => expect(factOf(overview, 'Staked')).toHaveTextContent(qc(200)));
    const earned = sum(
      db()
        .stakeRewards.filter((r) => r.uid === oliver.uid)
        .map((r) => r.amount),
    );
    expect(factOf(overview, 'Earned')).toHaveTextContent(qc(toWire(earned)));
    expect(factOf(overview, 'Running stakes')).toHaveTextContent('1');
    const running = myStake(200, 1);
    expect(await overview.findByRole('timer')).toHaveTextContent(/^(18 d 0 h|17 d 23 h)$/);
    expect(running.maturityTime).toBe(WALLET_NOW + 18 * DAY_MS);
    // "My stakes" once, in the header (the page it opens has that title), not again in the card.
    expect(overview.queryByRole('link', { name: 'My stakes' })).toBeNull();
    const stakes = screen.getAllByRole('link', { name: 'My stakes' });
    expect(stakes).toHaveLength(1);
    expect(stakes[0]).toHaveAttribute('href', '/pages/wallet/pledgeOrder');
    expect(overview.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/pages/wallet/income');
    const rules = screen.getByRole('region', { name: 'Rules' }).querySelector('.stake-rules');
    expect(rules?.textContent?.trim()).not.toBe('');
  });

  it('shows the return and maturity before confirming', async () => {
    const { user } = await openPledge('oliver');
    await user.click(screen.getByRole('radio', { name: '30 days +8%' }));
    await user.type(await amountField(), '250');
    const form = within(screen.getByRole('region', { name: 'Stake QC' }));
    expect(factOf(form, 'Return at maturity')).toHaveTextContent(qc(20));
    expect(factOf(form, 'You get back')).toHaveTextContent(qc(270));
    expect(factOf(form, 'Daily payout')).toHaveTextContent(qc(0.12));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = await confirmSheet();
    expect(factOf(sheet, 'Amount')).toHaveTextContent(qc(250));
    expect(factOf(sheet, 'Term')).toHaveTextContent('30 days');
    expect(factOf(sheet, 'You get back')).toHaveTextContent(qc(270));
    expect(factOf(sheet, 'Matures about')).toHaveTextContent(/\d{4}/);
    expect(factOf(sheet, 'Paid from')).toHaveTextContent('Oliver');
  });

  it('Max fills the account\u2019s QC', async () => {
    const { user } = await openPledge('oliver');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(await amountField()).toHaveValue('300.00');
  });

  it('stakes and pays once: the QC falls by the amount, a double tap sends once', async () => {
    const { user } = await openPledge('oliver');
    const created = recordBodies(S.stakes);
    const paid = recordBodies(S.checkPay);
    const before = held(oliver.main, 'QC');
    const count = myStakes().length;
    await user.click(screen.getByRole('radio', { name: '30 days +8%' }));
    await user.type(await amountField(), '120.50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = await confirmSheet();
    await user.dblClick(sheet.getByRole('button', { name: 'Stake and pay' }));
    expect(
      within(await payDialog()).getByText(`${qc(120.5)} from an account holding ${qc(300)}`),
    ).toBeInTheDocument();
    await enterPayPassword(user);
    const done = within(await screen.findByRole('region', { name: 'Staked' }));
    expect(done.getByText(`${qc(120.5)} is staked for 30 days.`)).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ amount: 120.5, term: 30 });
    expect(created[0]?.request_id).toMatch(UUID);
    expect(paid).toHaveLength(1);
    expect(held(oliver.main, 'QC')).toBe(before - 120.5);
    expect(myStakes()).toHaveLength(count + 1);
    expect(myStake(120.5, 1).maturityTime).toBe(WALLET_NOW + 30 * DAY_MS);
    await user.click(screen.getByRole('button', { name: 'See my stakes' }));
    await screen.findByRole('radio', { name: 'Running', checked: true });
  });

  it('refuses an amount below the plan\u2019s minimum before sending', async () => {
    const { user } = await openPledge('oliver');
    const created = recordBodies(S.stakes);
    await user.type(await amountField(), '99.99');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The amount must not be below ${qc(100)}`);
    expect(screen.queryByRole('dialog', { name: 'Confirm the stake' })).not.toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('says when the account is short, and sends nothing', async () => {
    // Lucas holds 50 QC: less than any plan's minimum.
    const { user } = await openPledge('lucas');
    const created = recordBodies(S.stakes);
    expect(
      screen.getByText(`This account holds ${qc(50)}; staking starts at ${qc(100)}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get QC' })).toBeInTheDocument();
    await user.type(await amountField(), '120');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`More than this account holds (${qc(50)})`)).toBeInTheDocument();
    expect(created).toHaveLength(0);
    expect(held(lucas.main, 'QC')).toBe(50);
  });

  it('pays a stake to pay from the list: it runs and the QC falls once', async () => {
    const { user } = await openPledge('oliver');
    const paid = recordBodies(S.checkPay);
    const unpaid = myStake(150, 0);
    const before = held(oliver.main, 'QC');
    const card = await stakeCard(unpaid.orderNo);
    await user.click(card.getByRole('button', { name: 'Pay' }));
    await enterPayPassword(user);
    expect(await screen.findByText('Paid: the stake is running')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: `Stake ${unpaid.orderNo}` })).not.toBeInTheDocument(),
    );
    expect(paid).toHaveLength(1);
    expect(held(oliver.main, 'QC')).toBe(before - 150);
    expect(myStake(150, 1).id).toBe(unpaid.id);
  });

  it('a stake whose account is short says so instead of asking the password', async () => {
    const { user } = await openPledge('oliver');
    const paid = recordBodies(S.checkPay);
    const unpaid = myStake(150, 0);
    setHoldings(walletAt(oliver.main), { QC: 100 });
    await user.click((await stakeCard(unpaid.orderNo)).getByRole('button', { name: 'Pay' }));
    const short = within(await screen.findByRole('dialog', { name: 'Not enough QC' }));
    expect(short.getByText(`This stake takes ${qc(150)}; its account holds ${qc(100)}.`)).toBeInTheDocument();
    expect(paid).toHaveLength(0);
  });

  it('without a payment password, leads to setting one before making anything', async () => {
    const { user, router } = await openPledge('oliver', { payPassword: false });
    const created = recordBodies(S.stakes);
    await user.type(await amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click((await confirmSheet()).getByRole('button', { name: 'Stake and pay' }));
    const dialog = within(await kitDialog('No payment password set'));
    await user.click(dialog.getByRole('button', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/setPayPassword'));
    expect(created).toHaveLength(0);
  });

  it('without a wallet, says to create one first', async () => {
    await demoWithPayPassword();
    renderRoute('/pages/wallet/pledge');
    expect(await screen.findByTestId('need-wallet')).toHaveTextContent('Create a wallet first');
  });

  it('says when staking is closed', async () => {
    await signInWalletUser('oliver');
    serve(S.getStakesStatus, { open: false, has_wallet: true, unpaid_count: 0 });
    renderRoute('/pages/wallet/pledge');
    expect(await screen.findByText('Staking is closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to stake')).not.toBeInTheDocument();
  });

  it('says when the terms cannot be read, and retries', async () => {
    await signInWalletUser('oliver');
    failOnce(S.getPageData, 'the plans are resting');
    const user = setupUser();
    renderRoute('/pages/wallet/pledge');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('the plans are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await amountField();
  });

  it('the wallet home\u2019s staking entry leads here', async () => {
    await signInWalletUser('oliver');
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/index');
    await user.click(await screen.findByRole('button', { name: 'Staking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wallet/pledge'));
  });
});
