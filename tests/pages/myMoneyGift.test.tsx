import { screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { db } from '../../src/mocks/db';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { cachedMe, renderRoute, setupUser } from '../render';
import { backOnlineAWhile, FATE, offlineRefusal } from './lostAnswerFixtures';
import { kitDialog, recordBodies, signInDemo, userRow } from './myMoneyFixtures';

const DEMO_PASSWORD = 'Demo1234';

async function openGift(button: 'Gift balance' | 'Gift points') {
  const grant = await signInDemo();
  const receiver = userRow(grant.userInfo.uid + 1);
  const user = setupUser();
  renderRoute('/pages/my/transfer');
  const entry = within(await screen.findByRole('region', { name: 'Gift balance or points' }));
  expect(entry.getByText(/Gifts cannot be returned once sent/)).toBeInTheDocument();
  await user.click(entry.getByRole('button', { name: button }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Give as a gift' }));
  return { user, sheet, receiver };
}

describe('gifting balance or points', () => {
  it('shows the receiver, asks to confirm an irreversible gift, then sends once and updates the balances', async () => {
    const { user, sheet, receiver } = await openGift('Gift balance');
    const sent = recordBodies(endpoints.UserOrders.GiftMoney);
    const before = { sender: cachedMe().balance, receiver: userRow(receiver.uid).balance };
    expect(sheet.getByText('You hold CN¥1,000.00')).toBeInTheDocument();

    await user.type(sheet.getByLabelText('Receiver ID'), String(receiver.uid));
    expect(await sheet.findByTestId('gift-receiver')).toHaveTextContent(receiver.nickName);
    await user.clear(sheet.getByLabelText('Quantity'));
    await user.type(sheet.getByLabelText('Quantity'), '25.505');
    expect(sheet.getByLabelText('Quantity')).toHaveValue('25.50');
    await user.type(sheet.getByLabelText('Login password'), DEMO_PASSWORD);
    await user.click(sheet.getByRole('button', { name: 'Send gift' }));

    const confirm = within(await kitDialog('Send this gift?'));
    expect(confirm.getByText(/Gifts cannot be returned once sent/)).toHaveTextContent(/^CN¥25\.50 to /);
    expect(sent).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(cachedMe().balance).toBe(before.sender - 25.5));
    expect(sent).toEqual([
      { receiverId: receiver.uid, quantity: 25.5, asset: 'balance', password: DEMO_PASSWORD },
    ]);
    // Taken at once; the receiver is credited when they claim the gift.
    expect(userRow(receiver.uid).balance).toBe(before.receiver);
  });

  it('gives whole points only, no more than the user holds', async () => {
    const { user, sheet } = await openGift('Gift points');
    expect(sheet.getByText('You hold 5,000 points')).toBeInTheDocument();
    await user.clear(sheet.getByLabelText('Quantity'));
    await user.type(sheet.getByLabelText('Quantity'), '1.5');
    expect(sheet.getByLabelText('Quantity')).toHaveValue('15');
    await user.clear(sheet.getByLabelText('Quantity'));
    await user.type(sheet.getByLabelText('Quantity'), '5001');
    expect(sheet.getByRole('alert')).toHaveTextContent('The amount is more than you hold (5,000 points)');
    expect(sheet.getByRole('button', { name: 'Send gift' })).toBeDisabled();
  });

  it('a wrong login password is refused by the server and nothing is taken', async () => {
    const { user, sheet, receiver } = await openGift('Gift balance');
    await user.type(sheet.getByLabelText('Receiver ID'), String(receiver.uid));
    await sheet.findByTestId('gift-receiver');
    await user.type(sheet.getByLabelText('Login password'), 'Wrong1234');
    await user.click(sheet.getByRole('button', { name: 'Send gift' }));
    await user.click(within(await kitDialog('Send this gift?')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Send gift' })).toBeEnabled());
    expect(cachedMe().balance).toBe(1000);
    expect(screen.getByRole('dialog', { name: 'Give as a gift' })).toBeInTheDocument();
  });
});

describe('gifting balance: offline and lost answers (issue 32)', () => {
  const GiftMoney = endpoints.UserOrders.GiftMoney;
  /** What the server holds: the demo's balance and the gifts the demo sent to the receiver. */
  const held = (sender: number, receiver: number) => ({
    balance: userRow(sender).balance,
    gifts: db().gifts.filter((g) => g.senderUid === sender && g.receiverUid === receiver).length,
  });

  /** Receiver, CN¥10.00 and the password typed. */
  async function fillTen({ user, sheet, receiver }: Awaited<ReturnType<typeof openGift>>) {
    await user.type(sheet.getByLabelText('Receiver ID'), String(receiver.uid));
    await sheet.findByTestId('gift-receiver');
    await user.clear(sheet.getByLabelText('Quantity'));
    await user.type(sheet.getByLabelText('Quantity'), '10');
    await user.type(sheet.getByLabelText('Login password'), DEMO_PASSWORD);
  }

  /** Send gift, and Send: one send. */
  async function give({ user, sheet }: Awaited<ReturnType<typeof openGift>>) {
    await user.click(sheet.getByRole('button', { name: 'Send gift' }));
    await user.click(within(await kitDialog('Send this gift?')).getByRole('button', { name: 'Send' }));
  }

  it('offline, is refused at once and sends nothing when the connection is back', async () => {
    const opened = await openGift('Gift balance');
    const me = cachedMe().uid;
    const before = held(me, opened.receiver.uid);
    const calls = recordCalls();
    await fillTen(opened);
    goOffline();
    await give(opened);
    expect(await offlineRefusal()).toBeInTheDocument();
    await opened.user.click(opened.sheet.getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(GiftMoney)).toBe(0);
    expect(held(me, opened.receiver.uid)).toEqual(before);
  });

  it('an answer lost after the server took it: read back from the gifts sent, shown as sent, sent once', async () => {
    const opened = await openGift('Gift balance');
    const me = cachedMe().uid;
    const before = held(me, opened.receiver.uid);
    const calls = recordCalls();
    await fillTen(opened);
    loseAnswerOnce(GiftMoney);
    await give(opened);
    expect(await screen.findByText('Gift sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give as a gift' })).toBeNull());
    await waitFor(() => expect(cachedMe().balance).toBe(before.balance - 10));
    expect(calls.of(GiftMoney)).toBe(1);
    expect(held(me, opened.receiver.uid)).toEqual({ balance: before.balance - 10, gifts: before.gifts + 1 });
  });

  it('an answer lost before the server did anything: the sheet says so; sending again gives once', async () => {
    const opened = await openGift('Gift balance');
    const me = cachedMe().uid;
    const before = held(me, opened.receiver.uid);
    const calls = recordCalls();
    await fillTen(opened);
    dropOnce(GiftMoney);
    await give(opened);
    expect(await opened.sheet.findByText(FATE.notDone)).toBeInTheDocument();
    expect(held(me, opened.receiver.uid)).toEqual(before);
    await waitFor(() => expect(screen.queryByText('Send this gift?')).toBeNull());

    await give(opened);
    expect(await screen.findByText('Gift sent')).toBeInTheDocument();
    expect(calls.of(GiftMoney)).toBe(2);
    expect(held(me, opened.receiver.uid)).toEqual({ balance: before.balance - 10, gifts: before.gifts + 1 });
  });
});
