import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import { addressChunks } from '../../src/api/rules/walletAddress';
import { maskName } from '../../src/lib/format';
import { server } from '../../src/mocks/node';
import { tapDigits } from '../keypad';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies, userRow } from './myMoneyFixtures';
import { OTHER_ADDRESS, serveNoWallet, serveWallet } from './walletFlowFixtures';

vi.mock('../../src/socket/connection');

const W = endpoints.Wallet;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const recipientField = () => screen.findByLabelText('Wallet address or UID');
const amountField = () => screen.findByLabelText('Amount to send');
const confirmSheet = () => screen.findByRole('dialog', { name: 'Confirm the transfer' });
const payDialog = () => screen.findByRole('dialog', { name: 'Enter your payment password' });
const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function openAmount(query: string) {
  await demoWithPayPassword();
  const fake = serveWallet();
  const user = setupUser();
  const view = renderRoute(`/pages/wallet/transferTwo?${query}`);
  await amountField();
  return { user, fake, ...view };
}

/** Types the amount, waits for its fee, and opens the confirmation. */
async function confirmAmount(user: ReturnType<typeof setupUser>, amount: string) {
  if (amount) await user.type(await amountField(), amount);
  await screen.findByText('1.00 USDT');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return within(await confirmSheet());
}

describe('wallet transfer: the recipient', () => {
  it('takes a valid address and goes on to the amount', async () => {
    await demoWithPayPassword();
    serveWallet();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/transfer');
    await user.type(await recipientField(), OTHER_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where(router)).toBe(`/pages/wallet/transferTwo?to=${OTHER_ADDRESS}`));
  });

  it('refuses an address whose checksum fails before anything is sent', async () => {
    await demoWithPayPassword();
    const fake = serveWallet();
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/transfer');
    const broken = OTHER_ADDRESS.slice(0, -1) + (OTHER_ADDRESS.endsWith('a') ? 'b' : 'a');
    await user.type(await recipientField(), broken);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a valid wallet address');
    expect(router.state.location.pathname).toBe('/pages/wallet/transfer');
    expect(fake.calls.transfer).toHaveLength(0);
  });

  it('looks a UID up, shows the masked name, and goes on', async () => {
    const grant = await demoWithPayPassword();
    serveWallet();
    const other = userRow(grant.userInfo.uid + 1);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/transfer');
    await user.type(await recipientField(), String(other.uid));
    expect(await screen.findByTestId('recipient-name')).toHaveTextContent(maskName(other.nickName));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where(router)).toBe(`/pages/wallet/transferTwo?uid=${other.uid}`));
  });

  it('offers recent recipients to tap, and pre-fills ?to=', async () => {
    await demoWithPayPassword();
    serveWallet({ recent: [{ address: OTHER_ADDRESS, symbol: 'TRX', amount: 5, create_time: Date.now() }] });
    const user = setupUser();
    const { router } = renderRoute(`/pages/wallet/transfer?to=${OTHER_ADDRESS}`);
    expect(await recipientField()).toHaveValue(OTHER_ADDRESS);
    const recent = within(await screen.findByRole('region', { name: 'Recent recipients' }));
    await user.click(await recent.findByRole('button', { name: /5\.00\sTRX/ }));
    await waitFor(() =>
      expect(where(router)).toBe(`/pages/wallet/transferTwo?to=${OTHER_ADDRESS}&symbol=TRX`),
    );
  });

  it('asks to create a wallet first when the user has none', async () => {
    await demoWithPayPassword();
    serveNoWallet();
    renderRoute('/pages/wallet/transfer');
    expect(await screen.findByTestId('need-wallet')).toHaveTextContent('Create a wallet first');
  });
});

describe('wallet transfer: the amount and the send', () => {
  it('confirms the address in groups of four, amount, fee and total, then sends once to the address', async () => {
    const { user, fake } = await openAmount(`to=${OTHER_ADDRESS}`);
    expect(screen.getByText('Recipient gets')).toBeInTheDocument();
    const sheet = await confirmAmount(user, '20');
    for (const chunk of addressChunks(OTHER_ADDRESS))
      expect(sheet.getAllByText(chunk)[0]).toBeInTheDocument();
    expect(sheet.getByText('20.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('1.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('21.00 USDT')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
    const done = within(await screen.findByRole('region', { name: 'Sent' }));
    expect(done.getByText('0xab12…12ab12')).toBeInTheDocument();
    expect(fake.calls.transfer).toEqual([
      {
        wallet_id: 7,
        symbol: 'USDT',
        amount: 20,
        pay_password: PAY_PASSWORD,
        request_id: expect.stringMatching(UUID),
        to_address: OTHER_ADDRESS,
      },
    ]);
    expect(fake.balances.USDT).toBe(99);
  });

  it('sends to a UID with the masked name on the confirmation', async () => {
    const grant = await demoWithPayPassword();
    const other = userRow(grant.userInfo.uid + 1);
    const fake = serveWallet();
    const user = setupUser();
    renderRoute(`/pages/wallet/transferTwo?uid=${other.uid}&symbol=QC`);
    await user.type(await amountField(), '10');
    await screen.findByText('1.00 QC');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = within(await confirmSheet());
    expect(sheet.getByTestId('recipient-uid')).toHaveTextContent(
      `UID ${other.uid} · ${maskName(other.nickName)}`,
    );
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
    await screen.findByRole('region', { name: 'Sent' });
    expect(fake.calls.transfer).toMatchObject([{ symbol: 'QC', amount: 10, to_uid: other.uid }]);
    expect(fake.calls.transfer[0]).not.toHaveProperty('to_address');
  });

  it('Max fills the balance less the fee, and that sends exactly the balance', async () => {
    const { user, fake } = await openAmount(`to=${OTHER_ADDRESS}`);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await waitFor(async () => expect(await amountField()).toHaveValue('119.00'));
    const sheet = await confirmAmount(user, '');
    expect(sheet.getByText('120.00 USDT')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
    await screen.findByRole('region', { name: 'Sent' });
    expect(fake.balances.USDT).toBe(0);
  });

  it('refuses an amount the fee would take past the balance, before confirming', async () => {
    const { user, fake } = await openAmount(`to=${OTHER_ADDRESS}`);
    await user.type(await amountField(), '119.50');
    await screen.findByText('1.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount may not exceed what the account holds after the fee',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm the transfer' })).not.toBeInTheDocument();
    expect(fake.calls.transfer).toHaveLength(0);
  });

  it('a double tap asks once, and a retry after a lost answer carries the same request_id', async () => {
    const { user, fake } = await openAmount(`to=${OTHER_ADDRESS}`);
    const sent = recordBodies(W.transfer);
    const sheet = await confirmAmount(user, '10');
    await user.dblClick(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    server.use(http.post(`*${W.transfer.path}`, () => HttpResponse.error(), { once: true }));
    await tapDigits(user, PAY_PASSWORD);
    // The lost answer leaves the password sheet open; the same confirmation is sent again.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Enter your payment password' })).toBeInTheDocument(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await tapDigits(user, PAY_PASSWORD);
    await screen.findByRole('region', { name: 'Sent' });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.request_id).toMatch(UUID);
    expect(sent[1]?.request_id).toBe(sent[0]?.request_id);
    expect(fake.calls.transfer).toHaveLength(1);
    expect(fake.balances.USDT).toBe(109);
  }, 10_000);

  it('shows the server’s words when it refuses, and nothing moves', async () => {
    const { user, fake } = await openAmount(`to=${OTHER_ADDRESS}`);
    const sheet = await confirmAmount(user, '10');
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, '246802');
    expect(await screen.findByText('wrong payment password')).toBeInTheDocument();
    expect(fake.balances.USDT).toBe(120);
    expect(screen.queryByRole('region', { name: 'Sent' })).not.toBeInTheDocument();
  });
});
