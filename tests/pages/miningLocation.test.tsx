import { screen, waitFor, within } from '@testing-library/react';
import { getMiningLocation } from '../../src/api/mining/mining';
import { clock } from '../../src/mocks/clock';
import { renderRoute, setupUser } from '../render';
import { signInDemo } from './myMoneyFixtures';
import { freezeWalletClock } from './walletBackend';
import { mockGeolocation, openMiningTab } from './miningFixtures';

const PATH = '/pages/wallet/mining?tab=location';
/** 王小明 shares an approved node location here (QC Pioneers). */
const SHANGHAI = { lat: 31.2304, lng: 121.4737 };

freezeWalletClock();

const nodeCard = () => screen.findByRole('region', { name: 'Node location' });

async function register(user: ReturnType<typeof setupUser>, address: string) {
  const card = await nodeCard();
  await user.click(await within(card).findByRole('button', { name: 'Use my location' }));
  expect(await within(card).findByTestId('mining-position')).toHaveTextContent('Position 31.2304, 121.4737');
  await user.type(within(card).getByLabelText('Address'), address);
  await user.click(within(card).getByRole('button', { name: 'Register' }));
  return card;
}

/** Leaves the tab and comes back: the location is read again. */
async function reopen(user: ReturnType<typeof setupUser>) {
  await openMiningTab(user, 'Group');
  await openMiningTab(user, 'Location');
}

describe('node mining: the node location', () => {
  it('registers with the browser position and an address; under review, then approved', async () => {
    mockGeolocation(SHANGHAI);
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    const card = await register(user, '1 Century Avenue, Shanghai');
    expect(await screen.findByText('Sent for review')).toBeInTheDocument();
    const location = await within(card).findByTestId('mining-location');
    expect(location).toHaveTextContent('1 Century Avenue, Shanghai');
    expect(location).toHaveTextContent('Under review');

    clock.advance(61_000);
    await reopen(user);
    expect(await within(await nodeCard()).findByText('Approved')).toBeInTheDocument();
  });

  it('a rejected location shows the reason', async () => {
    mockGeolocation(SHANGHAI);
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    await register(user, 'please reject this one');
    await within(await nodeCard()).findByText('Under review');
    clock.advance(61_000);
    await reopen(user);
    const card = await nodeCard();
    expect(await within(card).findByText('Rejected')).toBeInTheDocument();
    const { reason } = (await getMiningLocation()) ?? { reason: '' };
    expect(reason).not.toBe('');
    expect(card).toHaveTextContent(`Reason: ${reason}`);
  });

  it('shares it with the group and hides it again', async () => {
    mockGeolocation(SHANGHAI);
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    const card = await register(user, '1 Century Avenue, Shanghai');
    const share = await within(card).findByRole('switch', { name: 'Share with my group' });
    expect(share).toHaveAttribute('aria-checked', 'false');
    await user.click(share);
    await waitFor(() => expect(share).toHaveAttribute('aria-checked', 'true'));
    expect((await getMiningLocation())?.shared).toBe(true);
    await user.click(share);
    await waitFor(() => expect(share).toHaveAttribute('aria-checked', 'false'));
    expect((await getMiningLocation())?.shared).toBe(false);
  });

  it('location refused: says how to allow it, cannot register, and the rest keeps working', async () => {
    const ask = mockGeolocation({ code: 1 });
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    const card = await nodeCard();
    await user.click(await within(card).findByRole('button', { name: 'Use my location' }));
    expect(await within(card).findByTestId('geo-failure')).toHaveTextContent('Location access is off');
    await user.type(within(card).getByLabelText('Address'), 'Somewhere');
    expect(within(card).getByRole('button', { name: 'Register' })).toBeDisabled();

    const nearby = screen.getByRole('region', { name: 'Nearby' });
    await user.click(within(nearby).getByRole('button', { name: 'Check nearby' }));
    expect(await within(nearby).findByTestId('geo-failure')).toHaveTextContent('Location access is off');
    expect(ask).toHaveBeenCalledTimes(2);

    await openMiningTab(user, 'Mining');
    expect(await screen.findByRole('button', { name: 'Start mining' })).toBeInTheDocument();
  });

  it('a browser without geolocation says the position is not available', async () => {
    mockGeolocation({ code: 2 });
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    const nearby = await screen.findByRole('region', { name: 'Nearby' });
    await user.click(within(nearby).getByRole('button', { name: 'Check nearby' }));
    expect(await within(nearby).findByTestId('geo-failure')).toHaveTextContent(
      'Your location is not available on this device.',
    );
  });
});

describe('node mining: nearby', () => {
  it('without a node: no distance, and the groups nearby to join', async () => {
    mockGeolocation(SHANGHAI);
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    const nearby = await screen.findByRole('region', { name: 'Nearby' });
    await user.click(within(nearby).getByRole('button', { name: 'Check nearby' }));
    const result = await within(nearby).findByTestId('mining-nearby');
    expect(result).toHaveTextContent('You have no approved node location yet.');
    const group = (await within(result).findAllByTestId('mining-nearby-group'))[0] as HTMLElement;
    expect(group).toHaveTextContent('QC Pioneers');
    expect(group).toHaveTextContent('PIONEER');
    await user.click(within(group).getByRole('button', { name: 'Join QC Pioneers' }));
    expect(await screen.findByText('You joined QC Pioneers')).toBeInTheDocument();
  });

  it("at the approved node: in range, and the day's bonus once", async () => {
    mockGeolocation(SHANGHAI);
    await signInDemo();
    const user = setupUser();
    renderRoute(PATH);
    await register(user, '1 Century Avenue, Shanghai');
    clock.advance(61_000);
    const nearby = screen.getByRole('region', { name: 'Nearby' });
    await user.click(within(nearby).getByRole('button', { name: 'Check nearby' }));
    const result = await within(nearby).findByTestId('mining-nearby');
    expect(result).toHaveTextContent('0 m from your node: in range');
    expect(result).toHaveTextContent('Location bonus: +0.50 QC');

    await new Promise((resolve) => setTimeout(resolve, 550));
    await user.click(within(nearby).getByRole('button', { name: 'Check nearby' }));
    await waitFor(() => expect(result).not.toHaveTextContent('Location bonus'));
    expect(result).toHaveTextContent('in range');
  });
});
