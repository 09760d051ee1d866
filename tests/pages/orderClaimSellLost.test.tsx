import { screen, waitFor, within } from '@testing-library/react';
import type { Endpoint } from '../../src/api/endpoints';
import { db } from '../../src/mocks/db';
import { dropOnce, goOffline, goOnline, loseAnswerOnce, recordCalls } from '../network';
import { renderRoute, setupUser } from '../render';
import { FATE } from './lostAnswerFixtures';
import { meRow, wonAuction } from './orderAuctionFixtures';
import { demo, O, signInDemo } from './orderFixtures';

/**
 * Issue 32: claiming a prize or a lot and selling back, offline and with their answers lost. These are GETs
 * of the contract that change something (`changes` in the endpoint table): offline the client refuses them
 * like any POST.
 */

const OFFLINE = /You are offline\. Nothing was sent/;

/** Offline: `act` is refused at once in the client's words; back online, a while later, it was not sent. */
async function refusedOffline(act: () => Promise<void>, endpoint: Endpoint) {
  const calls = recordCalls();
  goOffline();
  await act();
  expect((await screen.findAllByText(OFFLINE)).length).toBeGreaterThan(0);
  goOnline();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(calls.of(endpoint)).toBe(0);
  calls.stop();
}

const orderRow = (id: number) => db().orders.find((o) => o.id === id);

describe('claiming a prize: lost answers', () => {
  async function voucherPage() {
    const { voucher } = await demo();
    const user = setupUser();
    renderRoute(`/pages/order/detailsLottery?id=${voucher().id}`);
    return { user, claim: await screen.findByRole('button', { name: 'Claim' }), id: voucher().id };
  }

  it('an answer lost after the server claimed it: read back from the order, the next step is offered, sent once', async () => {
    const { user, claim, id } = await voucherPage();
    const calls = recordCalls();
    loseAnswerOnce(O.ClaimReward);
    await user.click(claim);
    // What a claim's answer shows: the next step (the order, read again, has no Claim to say more on).
    expect(await screen.findByRole('dialog', { name: 'Claimed! What next?' })).toBeInTheDocument();
    expect(calls.of(O.ClaimReward)).toBe(1);
    expect(orderRow(id)?.itemState).toBe('unshipped');
  });

  it('an answer lost before the server did anything: says so; claiming again claims once', async () => {
    const { user, claim, id } = await voucherPage();
    const calls = recordCalls();
    dropOnce(O.ClaimReward);
    await user.click(claim);
    expect(await screen.findByText(FATE.notDone)).toBeInTheDocument();
    expect(orderRow(id)?.itemState).toBe('unclaimed');

    await user.click(claim);
    expect(await screen.findByRole('dialog', { name: 'Claimed! What next?' })).toBeInTheDocument();
    expect(calls.of(O.ClaimReward)).toBe(2);
    expect(orderRow(id)?.itemState).toBe('unshipped');
  });

  it('offline, is refused at once and claims nothing when back', async () => {
    const { user, claim, id } = await voucherPage();
    await refusedOffline(() => user.click(claim), O.ClaimReward);
    expect(orderRow(id)?.itemState).toBe('unclaimed');
  });
});

describe('claiming a won lot: lost answers', () => {
  /** A lot the demo won for CN¥500.00 (CN¥50.00 deposit paid), its claim sheet open. */
  async function lotClaimSheet() {
    await signInDemo();
    const lot = wonAuction({ price: 500, deposit: 50 });
    const user = setupUser();
    renderRoute(`/pages/order/auctionDetails?id=${lot.id}`);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    return { user, lot, sheet: within(await screen.findByRole('dialog', { name: 'Claim and pay' })) };
  }

  it('an answer lost after the server took the rest of the price: the sheet says so, the next step is offered, paid once', async () => {
    const { user, lot, sheet } = await lotClaimSheet();
    const calls = recordCalls();
    loseAnswerOnce(O.ClaimAuction);
    await user.click(await sheet.findByRole('button', { name: 'Pay CN¥450.00 and claim' }));
    expect(await screen.findByRole('dialog', { name: 'Claimed! What next?' })).toBeInTheDocument();
    expect(calls.of(O.ClaimAuction)).toBe(1);
    expect(meRow().balance).toBe(550);
    expect(orderRow(lot.id)?.itemState).toBe('unshipped');
  });

  it('an answer lost before the server did anything: the sheet says so and nothing is taken', async () => {
    const { user, lot, sheet } = await lotClaimSheet();
    const calls = recordCalls();
    dropOnce(O.ClaimAuction);
    await user.click(await sheet.findByRole('button', { name: 'Pay CN¥450.00 and claim' }));
    expect(await sheet.findByText(FATE.notDone)).toBeInTheDocument();
    expect(meRow().balance).toBe(1000);
    expect(orderRow(lot.id)?.itemState).toBe('unclaimed');

    await user.click(sheet.getByRole('button', { name: 'Pay CN¥450.00 and claim' }));
    expect(await screen.findByRole('dialog', { name: 'Claimed! What next?' })).toBeInTheDocument();
    expect(calls.of(O.ClaimAuction)).toBe(2);
    expect(meRow().balance).toBe(550);
    expect(orderRow(lot.id)?.itemState).toBe('unshipped');
  });

  it('offline, is refused at once and pays nothing when back', async () => {
    const { user, lot, sheet } = await lotClaimSheet();
    const pay = await sheet.findByRole('button', { name: 'Pay CN¥450.00 and claim' });
    await refusedOffline(() => user.click(pay), O.ClaimAuction);
    expect(meRow().balance).toBe(1000);
    expect(orderRow(lot.id)?.itemState).toBe('unclaimed');
  });
});

describe('selling back: lost answers', () => {
  async function ricePage() {
    const { rice } = await demo();
    const user = setupUser();
    renderRoute(`/pages/order/sell?kind=goods&id=${rice().id}`);
    const quote = within(await screen.findByRole('region', { name: 'Sale quote' }));
    return { user, sell: quote.getByRole('button', { name: 'Sell for CN¥62.10' }), id: rice().id };
  }

  it('an answer lost after the server credited it: read back from the order, shown sold, credited once', async () => {
    const { user, sell, id } = await ricePage();
    const calls = recordCalls();
    loseAnswerOnce(O.SellGoods);
    await user.click(sell);
    expect(await screen.findByText(FATE.done)).toBeInTheDocument();
    const done = (await screen.findByText('Sold back to the platform')).closest('section') as HTMLElement;
    await waitFor(() => expect(within(done).getByText('CN¥1,062.10')).toBeInTheDocument());
    expect(calls.of(O.SellGoods)).toBe(1);
    expect(meRow().balance).toBe(1062.1);
    expect(orderRow(id)?.itemState).toBe('recycled');
  });

  it('an answer lost before the server did anything: says so; selling again credits once', async () => {
    const { user, sell, id } = await ricePage();
    const calls = recordCalls();
    dropOnce(O.SellGoods);
    await user.click(sell);
    expect(await screen.findByText(FATE.notDone)).toBeInTheDocument();
    expect(meRow().balance).toBe(1000);

    await user.click(sell);
    expect(await screen.findByText('Sold back to the platform')).toBeInTheDocument();
    expect(calls.of(O.SellGoods)).toBe(2);
    expect(meRow().balance).toBe(1062.1);
    expect(orderRow(id)?.itemState).toBe('recycled');
  });

  it('offline, is refused at once and sells nothing when back', async () => {
    const { user, sell, id } = await ricePage();
    await refusedOffline(() => user.click(sell), O.SellGoods);
    expect(meRow().balance).toBe(1000);
    expect(orderRow(id)?.itemState).toBe('unshipped');
  });
});
