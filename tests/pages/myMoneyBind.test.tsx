import { screen, waitFor, within } from '@testing-library/react';
import { getMyProfile } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { isTrc20Address } from '../../src/features/balance/withdrawal/bindRules';
import { cachedMe, renderRoute, setupUser } from '../render';
import { recordBodies, signInDemo } from './myMoneyFixtures';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('withdrawal address', () => {
  it('accepts only T followed by 33 base58 characters', () => {
    expect(isTrc20Address(ADDRESS)).toBe(true);
    for (const bad of [
      '',
      ADDRESS.slice(0, -1),
      `${ADDRESS}7`,
      `A${ADDRESS.slice(1)}`,
      `${ADDRESS.slice(0, -1)}0`,
      `${ADDRESS.slice(0, -1)}O`,
      `${ADDRESS.slice(0, -1)}I`,
      `${ADDRESS.slice(0, -1)}l`,
      '0x52908400098527886E0F7030069857D2E4169EE7',
    ])
      expect(isTrc20Address(bad)).toBe(false);
  });

  it('refuses a malformed address before sending', async () => {
    await signInDemo();
    const user = setupUser();
    const sent = recordBodies(endpoints.Profile.ModifyProfile);
    renderRoute('/pages/my/bind');
    await user.type(
      await screen.findByLabelText('USDT (TRC-20) address'),
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a USDT (TRC-20) address');
    expect(sent).toHaveLength(0);
  });

  it('binds an address (spaces from copying dropped), then shows it and lets it be changed', async () => {
    await signInDemo();
    const user = setupUser();
    const sent = recordBodies(endpoints.Profile.ModifyProfile);
    renderRoute('/pages/my/bind');
    await user.type(await screen.findByLabelText('USDT (TRC-20) address'), ` ${ADDRESS} `);
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const bound = within(await screen.findByRole('region', { name: 'Bound address' }));
    expect(bound.getByText(ADDRESS)).toBeInTheDocument();
    expect(sent).toEqual([{ withdrawAddress: ADDRESS }]);
    expect(cachedMe().withdrawAddress).toBe(ADDRESS);
    expect((await getMyProfile())?.withdrawAddress).toBe(ADDRESS);

    await user.click(bound.getByRole('button', { name: 'Change address' }));
    expect(screen.getByLabelText('USDT (TRC-20) address')).toHaveValue(ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bound address' })).toBeInTheDocument());
  });
});
