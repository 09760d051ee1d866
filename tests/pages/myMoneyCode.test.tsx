import { act, screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { paymentLink } from '../../src/features/balance/PaymentCode';
import { pullDown } from '../pull';
import { renderRoute, setupUser } from '../render';
import { recordQueries, signInDemo } from './myMoneyFixtures';

const qr = () => screen.getByRole('img', { name: 'Payment code' });

describe('payment code', () => {
  it('shows the user and a QR code of a link to a transfer to them', async () => {
    const grant = await signInDemo();
    renderRoute('/pages/my/paymentCode');
    const card = within(await screen.findByRole('region', { name: 'Payment code' }));
    expect(card.getByText(grant.userInfo.nickName)).toBeInTheDocument();
    expect(card.getByText(`ID ${grant.userInfo.uid}`)).toBeInTheDocument();
    expect(qr().tagName.toLowerCase()).toBe('svg');
    expect(qr().querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('links to this user’s transfer page, stamped', () => {
    expect(paymentLink('https://qc.example', 1001, 1700000000000)).toBe(
      'https://qc.example/pages/my/submitTransfer?uid=1001&t=1700000000000',
    );
  });

  it('draws a new code when pulled down, and reads the profile again', async () => {
    await signInDemo();
    renderRoute('/pages/my/paymentCode');
    await screen.findByRole('region', { name: 'Payment code' });
    const before = qr().innerHTML;
    const profiles = recordQueries(endpoints.Profile.GetMyProfile);
    act(() => pullDown());
    await waitFor(() => expect(qr().innerHTML).not.toBe(before));
    expect(profiles).toHaveLength(1);
  });

  it('renews the code from the button too', async () => {
    await signInDemo();
    const user = setupUser();
    renderRoute('/pages/my/paymentCode');
    await screen.findByRole('region', { name: 'Payment code' });
    const before = qr().innerHTML;
    await user.click(screen.getByRole('button', { name: 'Renew code' }));
    expect(qr().innerHTML).not.toBe(before);
  });
});
