import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { addressChunks } from '../../src/api/wallet/rules/walletAddress';
import { maskName } from '../../src/lib/format';
import { shortHash } from '../../src/features/wallet/send/SendAmountForm';
import { tapDigits } from '../keypad';
import { dropOnce, goOffline, recordCalls } from '../network';
import { aMomentLater, findFate, passwordSheetGone } from '../sendFate';
import { backOnlineAWhile, dropReadAfter, offlineRefusal } from './lostAnswerFixtures';
import { renderRoute, setupUser } from '../render';
import { demoWithPayPassword, PAY_PASSWORD, recordBodies, userRow } from './myMoneyFixtures';
import {
  brokenAddress,
  freezeWalletClock,
  held,
  logOf,
  loseAnswerOnce,
  outsideAddress,
  SEEDED_WALLETS,
  signInWalletUser,
  walletAt,
} from './walletBackend';

vi.mock('../../src/socket/connection');

const W = endpoints.Wallet;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 김민준 (QC 120, USDT 80, TRX 300) sends; Oliver's main account (QC 300, USDT 1,200) receives. */
const { minjun, oliver, lucas } = SEEDED_WALLETS;

freezeWalletClock();

const recipientField = () => screen.findByLabelText('Wallet address or UID');
const amountField = () => screen.findByLabelText('Amount to send');
const confirmSheet = () => screen.findByRole('dialog', { name: 'Confirm the transfer' });
const payDialog = () => screen.findByRole('dialog', { name: 'Enter your payment password' });
const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function openAmount(query: string) {
  await signInWalletUser('minjun');
  const sent = recordBodies(W.transfer);
  const user = setupUser();
  const view = renderRoute(`/pages/wallet/transferTwo?${query}`);
  await amountField();
  return { user, sent, ...view };
}

/** Types the amount, waits for its fee, and opens the confirmation. */
async function confirmAmount(user: ReturnType<typeof setupUser>, amount: string) {
  if (amount) await user.type(await amountField(), amount);
  await screen.findByText('1.00 USDT');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return within(await confirmSheet());
}

async function confirmAndPay(user: ReturnType<typeof setupUser>, sheet: ReturnType<typeof within>) {
  await user.click(sheet.getByRole('button', { name: 'Confirm' }));
  await payDialog();
  await tapDigits(user, PAY_PASSWORD);
}

describe('wallet transfer: the recipient', () => {
  it('takes a valid address and goes on to the amount', async () => {
    await signInWalletUser('minjun');
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/transfer');
    await user.type(await recipientField(), oliver.main);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where(router)).toBe(`/pages/wallet/transferTwo?to=${oliver.main}`));
  });

  it('refuses an address whose checksum fails before anything is sent', async () => {
    await signInWalletUser('minjun');
    const sent = recordBodies(W.transfer);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/transfer');
    await user.type(await recipientField(), brokenAddress(oliver.main));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a valid wallet address');
    expect(router.state.location.pathname).toBe('/pages/wallet/transfer');
    expect(sent).toHaveLength(0);
  });

  it('looks a UID up, shows the masked name, and goes on', async () => {
    await signInWalletUser('minjun');
    const other = userRow(oliver.uid);
    const user = setupUser();
    const { router } = renderRoute('/pages/wallet/transfer');
    await user.type(await recipientField(), String(other.uid));
    expect(await screen.findByTestId('recipient-name')).toHaveTextContent(maskName(other.nickName));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where(router)).toBe(`/pages/wallet/transferTwo?uid=${other.uid}`));
  });

  it('offers recent recipients to tap, and pre-fills ?to=', async () => {
    // Oliver's newest transfer out: 20 USDT to 김민준, 30 hours before the seed.
    await signInWalletUser('oliver');
    const user = setupUser();
    const { router } = renderRoute(`/pages/wallet/transfer?to=${lucas.main}`);
    expect(await recipientField()).toHaveValue(lucas.main);
    const recent = within(await screen.findByRole('region', { name: 'Recent recipients' }));
    await user.click(await recent.findByRole('button', { name: /20\.00\sUSDT/ }));
    await waitFor(() =>
      expect(where(router)).toBe(`/pages/wallet/transferTwo?to=${minjun.main}&symbol=USDT`),
    );
  });

  it('asks to create a wallet first when the user has none', async () => {
    await demoWithPayPassword();
    renderRoute('/pages/wallet/transfer');
    expect(await screen.findByTestId('need-wallet')).toHaveTextContent('Create a wallet first');
  });
});

describe('wallet transfer: the amount and the send', () => {
  it('confirms the address in groups of four, amount, fee and total, then sends once to the address', async () => {
    const { user, sent } = await openAmount(`to=${oliver.main}`);
    expect(screen.getByText('Recipient gets')).toBeInTheDocument();
    const sheet = await confirmAmount(user, '20');
    for (const chunk of addressChunks(oliver.main)) expect(sheet.getAllByText(chunk)[0]).toBeInTheDocument();
    expect(sheet.getByText('20.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('1.00 USDT')).toBeInTheDocument();
    expect(sheet.getByText('21.00 USDT')).toBeInTheDocument();
    await confirmAndPay(user, sheet);
    const done = within(await screen.findByRole('region', { name: 'Sent' }));
    expect(sent).toEqual([
      {
        wallet_id: walletAt(minjun.main).id,
        symbol: 'USDT',
        amount: 20,
        pay_password: PAY_PASSWORD,
        request_id: expect.stringMatching(UUID),
        to_address: oliver.main,
      },
    ]);
    // Both sides log it with one hash; the sender pays the fee.
    const out = logOf(minjun.main).at(-1);
    expect(out).toMatchObject({ kind: 'transfer_out', amount: -20, fee: 1, counterparty: oliver.main });
    expect(logOf(oliver.main).at(-1)).toMatchObject({
      kind: 'transfer_in',
      amount: 20,
      counterparty: minjun.main,
      txHash: out?.txHash,
    });
    expect(done.getByText(shortHash(out?.txHash ?? ''))).toBeInTheDocument();
    expect(held(minjun.main, 'USDT')).toBe(59);
    expect(held(oliver.main, 'USDT')).toBe(1220);
  });

  it('sends to a UID with the masked name on the confirmation, into that user’s main account', async () => {
    await signInWalletUser('minjun');
    const other = userRow(oliver.uid);
    const sent = recordBodies(W.transfer);
    const user = setupUser();
    renderRoute(`/pages/wallet/transferTwo?uid=${other.uid}&symbol=QC`);
    await user.type(await amountField(), '10');
    await screen.findByText('1.00 QC');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const sheet = within(await confirmSheet());
    expect(sheet.getByTestId('recipient-uid')).toHaveTextContent(
      `UID ${other.uid} · ${maskName(other.nickName)}`,
    );
    await confirmAndPay(user, sheet);
    await screen.findByRole('region', { name: 'Sent' });
    expect(sent).toMatchObject([{ symbol: 'QC', amount: 10, to_uid: other.uid }]);
    expect(sent[0]).not.toHaveProperty('to_address');
    expect(held(minjun.main, 'QC')).toBe(109);
    expect(held(oliver.main, 'QC')).toBe(310);
    expect(held(oliver.savings, 'QC')).toBe(0);
  });

  it('Max fills the balance less the fee, and that sends exactly the balance', async () => {
    const { user } = await openAmount(`to=${oliver.main}`);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await waitFor(async () => expect(await amountField()).toHaveValue('79.00'));
    const sheet = await confirmAmount(user, '');
    expect(sheet.getByText('80.00 USDT')).toBeInTheDocument();
    await confirmAndPay(user, sheet);
    await screen.findByRole('region', { name: 'Sent' });
    expect(held(minjun.main, 'USDT')).toBe(0);
    expect(held(oliver.main, 'USDT')).toBe(1279);
  });

  it('refuses an amount the fee would take past the balance, before confirming', async () => {
    const { user, sent } = await openAmount(`to=${oliver.main}`);
    await user.type(await amountField(), '79.50');
    await screen.findByText('1.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount may not exceed what the account holds after the fee',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm the transfer' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('a double tap asks once and sends once', async () => {
    const { user, sent } = await openAmount(`to=${oliver.main}`);
    const sheet = await confirmAmount(user, '10');
    await user.dblClick(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, PAY_PASSWORD);
    await screen.findByRole('region', { name: 'Sent' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.request_id).toMatch(UUID);
    expect(held(minjun.main, 'USDT')).toBe(69);
  });

  it('offline: refused at once, and nothing leaves when the connection comes back', async () => {
    const { user } = await openAmount(`to=${oliver.main}`);
    const calls = recordCalls();
    const before = logOf(minjun.main).length;
    const sheet = await confirmAmount(user, '10');
    goOffline();
    await confirmAndPay(user, sheet);
    expect(await offlineRefusal()).toBeInTheDocument();
    await user.click(within(await payDialog()).getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(W.transfer)).toBe(0);
    expect(logOf(minjun.main)).toHaveLength(before);
    expect(held(minjun.main, 'USDT')).toBe(80);
    expect(held(oliver.main, 'USDT')).toBe(1200);
  });

  it('a lost answer is looked up, not resent: it went through, once, and the page shows it sent', async () => {
    const { user } = await openAmount(`to=${oliver.main}`);
    const calls = recordCalls();
    const before = logOf(minjun.main).length;
    const sheet = await confirmAmount(user, '10');
    // The server carries the send out, but its answer is lost on the way back.
    loseAnswerOnce(W.transfer);
    await confirmAndPay(user, sheet);
    expect(await findFate('done')).toBeInTheDocument();
    const done = within(await screen.findByRole('region', { name: 'Sent' }));
    const out = logOf(minjun.main).at(-1);
    expect(done.getByText(shortHash(out?.txHash ?? ''))).toBeInTheDocument();
    await aMomentLater();
    expect(calls.of(W.transfer)).toBe(1);
    expect(logOf(minjun.main)).toHaveLength(before + 1);
    expect(held(minjun.main, 'USDT')).toBe(69);
    expect(held(oliver.main, 'USDT')).toBe(1210);
  });

  it('a request lost before the server saw it: says it did not go through, and sending again sends once', async () => {
    const { user } = await openAmount(`to=${oliver.main}`);
    const calls = recordCalls();
    const sheet = await confirmAmount(user, '10');
    dropOnce(W.transfer);
    await confirmAndPay(user, sheet);
    expect(await findFate('notDone')).toBeInTheDocument();
    await passwordSheetGone();
    expect(held(minjun.main, 'USDT')).toBe(80);
    await confirmAndPay(user, await confirmAmount(user, ''));
    await screen.findByRole('region', { name: 'Sent' });
    expect(calls.of(W.transfer)).toBe(2);
    expect(held(minjun.main, 'USDT')).toBe(69);
    expect(held(oliver.main, 'USDT')).toBe(1210);
  });

  it('when the check is lost too, nothing can be sent until Check again reads that it went through', async () => {
    const { user } = await openAmount(`to=${oliver.main}`);
    const calls = recordCalls();
    const sheet = await confirmAmount(user, '10');
    loseAnswerOnce(W.transfer);
    // The log is read once before the send; the read after the lost answer fails too.
    dropReadAfter(W.zjLog, 1);
    await confirmAndPay(user, sheet);
    expect(await findFate('unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await findFate('done')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Sent' });
    expect(calls.of(W.transfer)).toBe(1);
    expect(held(minjun.main, 'USDT')).toBe(69);
  });

  it('shows the server’s words when it refuses, and nothing moves', async () => {
    const { user, sent } = await openAmount(`to=${oliver.main}`);
    const sheet = await confirmAmount(user, '10');
    await user.click(sheet.getByRole('button', { name: 'Confirm' }));
    await payDialog();
    await tapDigits(user, '246802');
    expect(await screen.findByText('Wrong payment password')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(held(minjun.main, 'USDT')).toBe(80);
    expect(held(oliver.main, 'USDT')).toBe(1200);
    expect(screen.queryByRole('region', { name: 'Sent' })).not.toBeInTheDocument();
  });

  it('an address no account has is refused by the server, and nothing moves', async () => {
    const { user } = await openAmount(`to=${outsideAddress()}`);
    const before = logOf(minjun.main).length;
    const sheet = await confirmAmount(user, '10');
    await confirmAndPay(user, sheet);
    expect(await screen.findByText('No wallet has this address')).toBeInTheDocument();
    expect(held(minjun.main, 'USDT')).toBe(80);
    expect(logOf(minjun.main)).toHaveLength(before);
    expect(screen.queryByRole('region', { name: 'Sent' })).not.toBeInTheDocument();
  });
});
