import { screen } from '@testing-library/react';
import { setAnswerReporter } from '../../src/api/answerMismatch';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls, unreadableAnswerOnce } from '../network';
import type { setupUser } from '../render';
import { aMomentLater, findFate, passwordSheetGone, pastDoubleTap } from '../sendFate';
import { backOnlineAWhile, offlineRefusal } from './lostAnswerFixtures';
import {
  amountField,
  confirmSheet,
  enterPayPassword,
  myStake,
  myStakes,
  openPledge,
  payDialog,
  S,
  stakeCard,
} from './stakeFixtures';
import { freezeWalletClock, held, SEEDED_WALLETS } from './walletBackend';

vi.mock('../../src/socket/connection');

/*
 * Making and paying a stake offline and when an answer is lost (issue 32), on the fake backend: Oliver (300 QC)
 * makes a 7-day stake of 100, or pays his seeded stake of 150 that is to pay.
 */

const { oliver } = SEEDED_WALLETS;

freezeWalletClock();

type User = ReturnType<typeof setupUser>;

async function stakeHundred(user: User, { offline = false } = {}) {
  await user.type(await amountField(), '100');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const sheet = await confirmSheet();
  if (offline) goOffline();
  await user.click(sheet.getByRole('button', { name: 'Stake and pay' }));
}

async function payTheSeededStake(user: User, { offline = false } = {}) {
  await user.click((await stakeCard(myStake(150, 0).orderNo)).getByRole('button', { name: 'Pay' }));
  await payDialog();
  if (offline) goOffline();
  await enterPayPassword(user);
}

describe('making a stake', () => {
  it('offline: refused at once, and nothing is made when the connection comes back', async () => {
    const { user } = await openPledge('oliver');
    const calls = recordCalls();
    const count = myStakes().length;
    await stakeHundred(user, { offline: true });
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(S.stakes)).toBe(0);
    expect(myStakes()).toHaveLength(count);
  });

  it('a lost answer is looked up, not resent: the stake made goes on to be paid, once', async () => {
    const { user } = await openPledge('oliver');
    const calls = recordCalls();
    const count = myStakes().length;
    loseAnswerOnce(S.stakes);
    await stakeHundred(user);
    await enterPayPassword(user);
    expect(await screen.findByRole('region', { name: 'Staked' })).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(S.stakes)).toBe(1);
    expect(calls.of(S.checkPay)).toBe(1);
    expect(myStakes()).toHaveLength(count + 1);
    expect(held(oliver.main, 'QC')).toBe(200);
  });

  it('a request lost before the server saw it: says so, nothing made, and staking again makes one', async () => {
    const { user } = await openPledge('oliver');
    const calls = recordCalls();
    const count = myStakes().length;
    dropOnce(S.stakes);
    await stakeHundred(user);
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(myStakes()).toHaveLength(count);
    await pastDoubleTap();
    await user.clear(await amountField());
    await stakeHundred(user);
    await enterPayPassword(user);
    expect(await screen.findByRole('region', { name: 'Staked' })).toBeInTheDocument();
    expect(calls.of(S.stakes)).toBe(2);
    expect(myStakes()).toHaveLength(count + 1);
    expect(held(oliver.main, 'QC')).toBe(200);
  });
});

describe('paying a stake', () => {
  it('offline: refused at once, and nothing is paid when the connection comes back', async () => {
    const { user } = await openPledge('oliver');
    const calls = recordCalls();
    await payTheSeededStake(user, { offline: true });
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(S.checkPay)).toBe(0);
    expect(myStake(150, 0)).toBeDefined();
    expect(held(oliver.main, 'QC')).toBe(300);
  });

  it('a lost answer is looked up, not resent: it was paid once, and the page says so', async () => {
    const { user } = await openPledge('oliver');
    const calls = recordCalls();
    const unpaid = myStake(150, 0);
    loseAnswerOnce(S.checkPay);
    await payTheSeededStake(user);
    expect(await findFate('done')).toBeInTheDocument();
    expect(await screen.findByText('Paid: the stake is running')).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(S.checkPay)).toBe(1);
    expect(myStake(150, 1).id).toBe(unpaid.id);
    expect(held(oliver.main, 'QC')).toBe(150);
  });

  it('an answer the app cannot read (production): looked up as a lost one, not resent; paid once', async () => {
    vi.stubEnv('PROD', true);
    const reports: string[] = [];
    const previous = setAnswerReporter((mismatch) => reports.push(mismatch.call));
    try {
      const { user } = await openPledge('oliver');
      const calls = recordCalls();
      unreadableAnswerOnce(S.checkPay);
      await payTheSeededStake(user);
      expect(await findFate('done')).toBeInTheDocument();
      expect(await screen.findByText('Paid: the stake is running')).toBeInTheDocument();
      await aMomentLater();
      expect(calls.of(S.checkPay)).toBe(1);
      expect(held(oliver.main, 'QC')).toBe(150);
      expect(reports).toEqual([`POST ${S.checkPay.path}`]);
    } finally {
      setAnswerReporter(previous);
      vi.unstubAllEnvs();
    }
  });

  it('a request lost before the server saw it: says so, nothing paid, and paying again pays once', async () => {
    const { user } = await openPledge('oliver');
    const calls = recordCalls();
    dropOnce(S.checkPay);
    await payTheSeededStake(user);
    expect(await findFate('notDone')).toBeInTheDocument();
    expect(held(oliver.main, 'QC')).toBe(300);
    await passwordSheetGone();
    await payTheSeededStake(user);
    expect(await screen.findByText('Paid: the stake is running')).toBeInTheDocument();
    expect(calls.of(S.checkPay)).toBe(2);
    expect(held(oliver.main, 'QC')).toBe(150);
  });
});
