import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../src/mocks/db';
import { useSession } from '../../src/stores/session';
import { dropOnce, goOffline, loseAnswerOnce, recordCalls } from '../network';
import { renderRoute, setupUser } from '../render';
import { backOnlineAWhile, FATE, offlineRefusal } from './lostAnswerFixtures';
import { kitDialog } from './myMoneyFixtures';
import { demo, DEMO_PASSWORD, O } from './orderFixtures';

/** Issue 32: item gifts and claiming a gift, offline and with their answers lost. */

const me = () => useSession.getState().uid;
const orderRow = (id: number) => db().orders.find((o) => o.id === id);
const giftRow = (id: number) => db().gifts.find((g) => g.id === id);
const giftsSentBy = (uid: number) => db().gifts.filter((g) => g.senderUid === uid).length;

/** The rice order's gift sheet, filled for the next user: one Send gift and Send away. */
async function riceGiftReady() {
  const holdings = await demo();
  const user = setupUser();
  renderRoute(`/pages/order/detailsBuy?id=${holdings.rice().id}`);
  await user.click(await screen.findByRole('button', { name: 'Give as gift' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Give as a gift' }));
  await user.type(sheet.getByLabelText('Receiver ID'), String(me() + 1));
  await sheet.findByTestId('gift-receiver');
  await user.type(sheet.getByLabelText('Login password'), DEMO_PASSWORD);
  const give = async () => {
    await user.click(sheet.getByRole('button', { name: 'Send gift' }));
    await user.click(within(await kitDialog('Send this gift?')).getByRole('button', { name: 'Send' }));
  };
  return { user, sheet, give, rice: holdings.rice() };
}

describe('gifting an item: offline and lost answers', () => {
  it('offline, is refused at once and sends nothing when the connection is back', async () => {
    const { user, sheet, give, rice } = await riceGiftReady();
    const sent = giftsSentBy(me());
    const calls = recordCalls();
    goOffline();
    await give();
    expect(await offlineRefusal()).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await backOnlineAWhile();
    expect(calls.of(O.GiftGoods)).toBe(0);
    expect(orderRow(rice.id)?.itemState).toBe('unshipped');
    expect(giftsSentBy(me())).toBe(sent);
  });

  it('an answer lost after the server gave it: read back from the gifts sent, shown gifted, sent once', async () => {
    const { give, rice } = await riceGiftReady();
    const sent = giftsSentBy(me());
    const calls = recordCalls();
    loseAnswerOnce(O.GiftGoods);
    await give();
    expect(await screen.findByText('Gift sent')).toBeInTheDocument();
    expect(await screen.findByText('Gifted', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(calls.of(O.GiftGoods)).toBe(1);
    expect(orderRow(rice.id)?.itemState).toBe('gifted');
    expect(giftsSentBy(me())).toBe(sent + 1);
  });

  it('an answer lost before the server did anything: the sheet says so; sending again gives once', async () => {
    const { sheet, give, rice } = await riceGiftReady();
    const sent = giftsSentBy(me());
    const calls = recordCalls();
    dropOnce(O.GiftGoods);
    await give();
    expect(await sheet.findByText(FATE.notDone)).toBeInTheDocument();
    expect(orderRow(rice.id)?.itemState).toBe('unshipped');
    await waitFor(() => expect(screen.queryByText('Send this gift?')).toBeNull());

    await give();
    expect(await screen.findByText('Gifted', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(calls.of(O.GiftGoods)).toBe(2);
    expect(giftsSentBy(me())).toBe(sent + 1);
  });

  it('a gift passed on whose answer was lost is read back too, and sent once', async () => {
    const { coffee } = await demo();
    const gift = coffee();
    const sent = giftsSentBy(me());
    const calls = recordCalls();
    const user = setupUser();
    renderRoute('/pages/order/unclaimed');
    const item = await screen.findByRole('article', { name: gift.title });
    await user.click(within(item).getByRole('button', { name: 'Give as gift' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Give as a gift' }));
    await user.click(sheet.getByRole('button', { name: 'More' }));
    await user.type(sheet.getByLabelText('Receiver ID'), String(me() + 2));
    await sheet.findByTestId('gift-receiver');
    await user.type(sheet.getByLabelText('Login password'), DEMO_PASSWORD);
    loseAnswerOnce(O.GiftTransfer);
    await user.click(sheet.getByRole('button', { name: 'Send gift' }));
    await user.click(within(await kitDialog('Send this gift?')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Gift sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: gift.title })).toBeNull());
    expect(calls.of(O.GiftTransfer)).toBe(1);
    expect(giftsSentBy(me())).toBe(sent + 1);
    expect(giftRow(gift.id)?.status).toBe(3);
  });
});

describe('claiming a received gift: offline and lost answers', () => {
  const GIFTS = '/pages/message/GiftMessage';

  /** The gift box with the seeded balance gift waiting; its Claim button. */
  async function balanceGiftCard() {
    const { money } = await demo();
    const gift = money();
    const user = setupUser();
    renderRoute(GIFTS);
    const [card] = await screen.findAllByRole('article', { name: 'Balance' }, { timeout: 5000 });
    if (!card) throw new Error('no balance gift on screen');
    const balance = db().users.find((u) => u.uid === me())?.balance ?? 0;
    return { user, card: within(card), gift, balance };
  }
  const balanceNow = () => db().users.find((u) => u.uid === me())?.balance;

  it('offline, is refused at once and claims nothing when the connection is back', async () => {
    const { user, card, gift, balance } = await balanceGiftCard();
    const calls = recordCalls();
    goOffline();
    await user.click(card.getByRole('button', { name: 'Claim' }));
    expect(await offlineRefusal()).toBeInTheDocument();
    await backOnlineAWhile();
    expect(calls.of(O.ClaimGift)).toBe(0);
    expect(giftRow(gift.id)?.status).toBe(0);
    expect(balanceNow()).toBe(balance);
  });

  it('an answer lost after the server credited it: says it went through, shows it claimed, claimed once', async () => {
    const { user, card, gift, balance } = await balanceGiftCard();
    const calls = recordCalls();
    loseAnswerOnce(O.ClaimGift);
    await user.click(card.getByRole('button', { name: 'Claim' }));
    expect(await card.findByText(FATE.done)).toBeInTheDocument();
    await waitFor(() => expect(card.getByText('Claimed')).toBeInTheDocument());
    expect(calls.of(O.ClaimGift)).toBe(1);
    expect(balanceNow()).toBe(balance + gift.quantity);
  });

  it('an answer lost before the server did anything: says so; claiming again claims once', async () => {
    const { user, card, gift, balance } = await balanceGiftCard();
    const calls = recordCalls();
    dropOnce(O.ClaimGift);
    await user.click(card.getByRole('button', { name: 'Claim' }));
    expect(await card.findByText(FATE.notDone)).toBeInTheDocument();
    expect(giftRow(gift.id)?.status).toBe(0);
    expect(balanceNow()).toBe(balance);

    await user.click(card.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(card.getByText('Claimed')).toBeInTheDocument());
    expect(calls.of(O.ClaimGift)).toBe(2);
    expect(balanceNow()).toBe(balance + gift.quantity);
  });
});
