import { screen, waitFor, within } from '@testing-library/react';
import { detached } from '../../src/mocks/db';
import { useSession } from '../../src/stores/session';
import { renderRoute, setupUser } from '../render';
import { D, deviceBySn, FREE_SN, myDevices, SEEDED_DEVICES, UNKNOWN_SN } from './deviceFixtures';
import { recordBodies, signInDemo } from './myMoneyFixtures';
import { freezeWalletClock } from './walletBackend';

vi.mock('../../src/socket/connection');

freezeWalletClock();

async function openBind(path = '/pages/device/bind') {
  await signInDemo();
  const user = setupUser();
  const view = renderRoute(path);
  const field = await screen.findByRole('textbox', { name: 'Serial number' });
  return { user, field, ...view };
}

const bindButton = () => screen.getByRole('button', { name: 'Bind device' });
const refusal = () => screen.findByRole('alert');

describe('binding a device by its typed serial number', () => {
  it('normalises what is typed, binds it once and opens it online under its default name', async () => {
    const { user, field, router } = await openBind();
    const sent = recordBodies(D.bind);
    await user.type(field, ' qc7f-3k9m 2a1b');
    expect(screen.getByText(`Will bind ${FREE_SN}`)).toBeInTheDocument();
    await user.dblClick(bindButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/device/details'));
    expect(sent).toEqual([{ sn: FREE_SN }]);
    const device = deviceBySn(FREE_SN);
    expect(device.ownerUid).toBe(useSession.getState().uid);
    expect(router.state.location.search).toBe(`?id=${device.id}`);
    // Bound: the bind page is replaced, Back leads to where the user came from.
    expect(router.state.historyAction).toBe('REPLACE');
    const card = within(await screen.findByRole('region', { name: 'Device' }));
    expect(card.getByTestId('device-state')).toHaveTextContent(/^Online/);
    expect(card.getByTestId('device-name')).toHaveTextContent(/^QC Node \w+ 2A1B$/);
    expect(card.getByText(FREE_SN)).toBeInTheDocument();
  });

  it('takes the name given', async () => {
    const { user, field } = await openBind();
    const sent = recordBodies(D.bind);
    await user.type(field, FREE_SN);
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), '  Balcony ');
    await user.click(bindButton());
    const card = within(await screen.findByRole('region', { name: 'Device' }));
    expect(card.getByTestId('device-name')).toHaveTextContent('Balcony');
    expect(sent).toEqual([{ sn: FREE_SN, name: 'Balcony' }]);
    expect(deviceBySn(FREE_SN).name?.ru_ru).toBe('Balcony');
  });

  it('refuses a malformed SN before sending, with what an SN looks like', async () => {
    const { user, field } = await openBind();
    const sent = recordBodies(D.bind);
    await user.click(bindButton());
    expect(await refusal()).toHaveTextContent("Enter the device's serial number");
    await user.type(field, 'QC7F3K9M2A1');
    await user.click(bindButton());
    expect(await refusal()).toHaveTextContent(
      'This is not a serial number: QC followed by 10 letters or digits',
    );
    expect(sent).toEqual([]);
    // Corrected, it goes through at once (the refusal sent nothing: no double-tap wait).
    await user.type(field, 'B');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(bindButton());
    await screen.findByRole('region', { name: 'Device' });
    expect(sent).toHaveLength(1);
  });

  it('refuses a name past 20 characters before sending', async () => {
    const { user, field } = await openBind();
    const sent = recordBodies(D.bind);
    await user.type(field, FREE_SN);
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'x'.repeat(21));
    expect(screen.getByText('21/20')).toBeInTheDocument();
    await user.click(bindButton());
    expect(await refusal()).toHaveTextContent('Enter a name of 1 to 20 characters');
    expect(sent).toEqual([]);
    expect(deviceBySn(FREE_SN).ownerUid).toBeNull();
  });

  it.each([
    ['an unknown SN', UNKNOWN_SN, 'Device not found'],
    ["another account's device", SEEDED_DEVICES.others[0], 'This device is bound to another account'],
    ['one of the user’s own', SEEDED_DEVICES.livingRoom.sn, 'You have already bound this device'],
  ])('%s: the server’s message under the field, nothing changed', async (_, sn, message) => {
    const { user, field, router } = await openBind();
    const before = detached(myDevices());
    const owner = sn === UNKNOWN_SN ? undefined : deviceBySn(sn).ownerUid;
    await user.type(field, sn);
    await user.click(bindButton());
    expect(await refusal()).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/pages/device/bind');
    expect(myDevices()).toEqual(before);
    if (owner !== undefined) expect(deviceBySn(sn).ownerUid).toBe(owner);
  });

  it('fills in the SN a link carries (a device QR may link here)', async () => {
    const { field } = await openBind(`/pages/device/bind?sn=${FREE_SN.toLowerCase()}`);
    expect(field).toHaveValue(FREE_SN.toLowerCase());
    expect(screen.getByText(`Will bind ${FREE_SN}`)).toBeInTheDocument();
  });
});
