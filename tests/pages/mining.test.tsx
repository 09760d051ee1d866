import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { renderRoute, setupUser } from '../render';
import type { MiningBeat } from '../../src/api/mining/mining';
import { failOnce, freezeWalletClock, recordAnswers, signInWalletUser } from './walletBackend';
import { recordBodies, signInDemo } from './myMoneyFixtures';
import { openMiningTab, sessionCard, setMiningType, setPageVisibility } from './miningFixtures';

const P = endpoints.Public;
const M = endpoints.Mining;
const PATH = '/pages/wallet/mining';

freezeWalletClock();

describe('mining: what the base settings open', () => {
  it('mining type 0: says mining is not open', async () => {
    setMiningType(0);
    await signInDemo();
    renderRoute(PATH);
    const closed = await screen.findByTestId('mining-closed');
    expect(closed).toHaveTextContent('Mining is not open');
    expect(screen.queryByRole('radiogroup', { name: 'Mining sections' })).not.toBeInTheDocument();
  });

  it('mining type 2: mining runs on the bound devices, and leads to them', async () => {
    setMiningType(2);
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute(PATH);
    const device = await screen.findByTestId('mining-device');
    expect(device).toHaveTextContent('Mining runs on your devices');
    await user.click(within(device).getByRole('button', { name: 'My devices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/device/index'));
  });

  it('the settings that cannot be read say so and retry', async () => {
    setMiningType(0);
    await signInDemo();
    failOnce(P.getConfig, 'settings are resting');
    const user = setupUser();
    renderRoute(PATH);
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('settings are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('mining-closed')).toBeInTheDocument();
  });
});

describe('node mining (type 1): the session', () => {
  it('idle, Start begins a 24-hour session counted down on the server clock, and it beats', async () => {
    await signInDemo();
    const beats = recordBodies(M.heartbeat);
    const user = setupUser();
    renderRoute(PATH);
    expect(screen.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    const card = await sessionCard();
    expect(await within(card).findByText('Idle')).toBeInTheDocument();
    expect(within(card).getByTestId('mining-speed')).toHaveTextContent('Speed 0.5 QC/h ×1 = 0.5 QC/h');
    expect(beats).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Start mining' }));
    expect(await within(card).findByText('Mining')).toBeInTheDocument();
    // The fake clock stands still far from this machine's: only the server's clock gives 24 hours left.
    expect(within(card).getByRole('timer').textContent).toMatch(/^(24:00:00|23:59:[0-5]\d)$/);
    expect(within(card).getByTestId('session-income')).toHaveTextContent('0.0000 QC');
    expect(within(card).queryByRole('button', { name: 'Start mining' })).not.toBeInTheDocument();
    await waitFor(() => expect(beats).toHaveLength(1));
  });

  it("a beat's answer grows the session income in place; hidden, the page does not beat", async () => {
    await signInDemo();
    const beats = recordBodies(M.heartbeat);
    const user = setupUser();
    renderRoute(PATH);
    const card = await sessionCard();
    await user.click(await within(card).findByRole('button', { name: 'Start mining' }));
    await waitFor(() => expect(beats).toHaveLength(1));

    setPageVisibility('hidden');
    clock.advance(60_000);
    setPageVisibility('visible');
    // 0.5 QC an hour × weight 1 for 60 s
    await waitFor(() => expect(within(card).getByTestId('session-income')).toHaveTextContent('0.0083 QC'));
    expect(beats).toHaveLength(2);
  });

  it("in a group, a beat's weight and speed show in place: base × weight", async () => {
    await signInWalletUser('oliver');
    const answers = recordAnswers<MiningBeat>(M.heartbeat);
    const user = setupUser();
    renderRoute(PATH);
    const card = await sessionCard();
    const start = await within(card).findByRole('button', { name: 'Start mining' });
    // Time moves on: other Pioneers come and go on their schedule, so the weight the beat answers changes.
    clock.advance(20 * 60_000);
    await user.click(start);
    await waitFor(() => expect(answers).toHaveLength(1));
    const beat = answers[0] as MiningBeat;
    expect(beat.weight).toBeGreaterThan(1);
    await waitFor(() =>
      expect(within(card).getByTestId('mining-speed')).toHaveTextContent(
        `Speed 0.5 QC/h ×${beat.weight} = ${beat.speed} QC/h`,
      ),
    );
  });

  it('the session that has ended reads idle again, its income paid', async () => {
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    const card = await sessionCard();
    await user.click(await within(card).findByRole('button', { name: 'Start mining' }));
    expect(await within(card).findByRole('timer')).toBeInTheDocument();
    // two beats a minute apart: 2 × 0.0083 QC, paid to the cent
    for (const income of ['0.0083 QC', '0.0166 QC']) {
      clock.advance(60_000);
      setPageVisibility('hidden');
      setPageVisibility('visible');
      await waitFor(() => expect(within(card).getByTestId('session-income')).toHaveTextContent(income));
    }
    clock.advance(24 * 3_600_000);
    // The page is shown again a day later: the server has paid the session.
    setPageVisibility('hidden');
    setPageVisibility('visible');
    expect(await within(card).findByText('Idle', {}, { timeout: 4000 })).toBeInTheDocument();
    const row = await screen.findByTestId('mining-income-row');
    expect(row).toHaveTextContent('Mining session');
    expect(row).toHaveTextContent('+0.01 QC');
  });

  it('the page that cannot be read says so and retries', async () => {
    await signInDemo();
    failOnce(M.pageData, 'mining is resting');
    const user = setupUser();
    renderRoute(PATH);
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('mining is resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(await sessionCard()).findByText('Idle')).toBeInTheDocument();
  });
});

describe('node mining: the daily sign and the income', () => {
  it('signs once a day: +1 QC, then "signed today", a sign row and today\'s income', async () => {
    await signInDemo();
    const signs = recordBodies(M.sign);
    const user = setupUser();
    renderRoute(PATH);
    const sign = await screen.findByRole('region', { name: 'Daily bonus' });
    expect(await screen.findByText('No income yet')).toBeInTheDocument();
    await user.dblClick(within(sign).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed: +1.00 QC')).toBeInTheDocument();
    expect(within(sign).getByTestId('mining-signed')).toHaveTextContent('Claimed today');
    expect(within(sign).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(signs).toHaveLength(1);
    const row = await screen.findByTestId('mining-income-row');
    expect(row).toHaveTextContent('Daily bonus');
    expect(row).toHaveTextContent('+1.00 QC');
    const counts = screen.getByTestId('mining-income-counts');
    await waitFor(() =>
      expect(within(counts).getByText('Today').nextElementSibling).toHaveTextContent('1.00 QC'),
    );
  });

  it('opened again the same day, it reads "signed today"', async () => {
    await signInDemo();
    const user = setupUser();
    const first = renderRoute(PATH);
    const sign = await screen.findByRole('region', { name: 'Daily bonus' });
    await user.click(within(sign).getByRole('button', { name: 'Claim' }));
    await within(sign).findByTestId('mining-signed');
    first.unmount();
    renderRoute(PATH);
    const again = await screen.findByRole('region', { name: 'Daily bonus' });
    expect(await within(again).findByTestId('mining-signed')).toBeInTheDocument();
  });

  it('income figures that cannot be read say so and retry', async () => {
    await signInDemo();
    failOnce(M.incomeCt, 'figures are resting');
    const user = setupUser();
    renderRoute(PATH);
    const income = await screen.findByRole('region', { name: 'Mining income' });
    const error = await within(income).findByTestId('error-state');
    expect(error).toHaveTextContent('figures are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(income).findByTestId('mining-income-counts')).toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute(PATH);
    await openMiningTab(user, 'Ranking');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=ranking'));
  });
});
