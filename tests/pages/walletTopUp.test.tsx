import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import type { RechargeRecord } from '../../src/api/profile';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, servePages } from './myMoneyFixtures';
import { serveNoWallet, serveWallet } from './walletFlowFixtures';

vi.mock('../../src/socket/connection');

const amountField = () => screen.getByLabelText('USDT to add');

async function openTopUp() {
  await demoWithPayPassword();
  const fake = serveWallet();
  const user = setupUser();
  const view = renderRoute('/pages/wallet/paddle');
  await screen.findByRole('option', { name: 'Bank card' });
  return { user, fake, ...view };
}

describe('wallet card top-up', () => {
  it('quotes the fee, then goes to the my area’s checkout with the account’s order', async () => {
    const { user, fake, router } = await openTopUp();
    await user.type(amountField(), '20');
    // 1 % of 20 is 0.20: the fee is at least 0.50
    expect(await screen.findByText('0.50 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Bank card' }));
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/my/paddle'));
    expect(router.state.location.search).toBe('?orderNo=W1');
    expect(fake.calls.recharge).toEqual([
      {
        wallet_id: 7,
        symbol: 'USDT',
        amount: 20,
        type: 'card',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  }, 10_000);

  it('refuses below 10 and above 10,000 before sending', async () => {
    const { user, fake } = await openTopUp();
    await user.type(amountField(), '5');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/below 10/);
    await user.clear(amountField());
    await user.type(amountField(), '10001');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/10,000/);
    expect(fake.calls.recharge).toHaveLength(0);
  });

  it('asks to create a wallet first when the user has none', async () => {
    await demoWithPayPassword();
    serveNoWallet();
    renderRoute('/pages/wallet/paddle');
    expect(await screen.findByTestId('need-wallet')).toBeInTheDocument();
  });
});

describe('wallet card payments', () => {
  const row = (id: number, status: 0 | 1): RechargeRecord => ({
    id,
    orderNo: `W${id}`,
    amount: 20,
    type: 'card',
    status,
    createTime: 1_760_000_000_000,
  });

  it('lists the account’s top-ups (wallet_id asked), a waiting one opening its checkout', async () => {
    await demoWithPayPassword();
    serveWallet();
    const queries = servePages(endpoints.Profile.GetRechargeList, [row(2, 0), row(1, 1)]);
    renderRoute('/pages/wallet/paddleList');
    const waiting = within(await screen.findByRole('article', { name: 'W2' }));
    expect(waiting.getByRole('link', { name: 'View payment' })).toHaveAttribute(
      'href',
      '/pages/my/paddle?orderNo=W2',
    );
    expect(screen.getByRole('article', { name: 'W1' })).toBeInTheDocument();
    expect(queries[0]?.get('wallet_id')).toBe('7');
    expect(queries[0]?.get('pageSize')).toBe('20');
  });

  it('says when there are none', async () => {
    await demoWithPayPassword();
    serveWallet();
    servePages(endpoints.Profile.GetRechargeList, []);
    renderRoute('/pages/wallet/paddleList');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No card payments yet');
  });
});
