import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { renderRoute, setupUser } from '../render';
import { failOnce } from './walletBackend';
import { signInDemo } from './myMoneyFixtures';
import { setMiningType } from './miningFixtures';

const P = endpoints.Public;

describe('mining: what the base settings open', () => {
  it('mining type 0: says mining is not open', async () => {
    setMiningType(0);
    await signInDemo();
    renderRoute('/pages/wallet/mining');
    const closed = await screen.findByTestId('mining-closed');
    expect(closed).toHaveTextContent('Mining is not open');
    expect(screen.queryByRole('radiogroup', { name: 'Mining sections' })).not.toBeInTheDocument();
  });

  it('mining type 2: mining runs on the bound devices, and leads to them', async () => {
    setMiningType(2);
    await signInDemo();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/mining');
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
    renderRoute('/pages/wallet/mining');
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('settings are resting');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('mining-closed')).toBeInTheDocument();
  });
});
