import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { bidStepOf, minimumBidOf } from '../../src/mocks/handlers/auction/db/auctions';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { send, signInAt, userAt } from './ordersHelpers';
import { demoUser, refused, snapshot } from './treasureHelpers';
import { createPayPassword, expectLedgerBalanced, lastLine, PAY_PASSWORD } from './myHelpers';
import {
  A,
  AUCTION_LOTS,
  AUCTION_USERS,
  auctionAt,
  auctionDetail,
  payDeposit,
  placeBid,
} from './auctionHelpers';

withFrozenClock();

/** The demo signed in, with a payment password. */
async function demoReady(): Promise<string> {
  const token = await signInDemo();
  await createPayPassword(token);
  return token;
}

/** The demo, having paid the deposit of the auction of `lot`. */
async function demoInAuction(lot: string): Promise<{ token: string; id: number }> {
  const token = await demoReady();
  const { id } = auctionAt(lot);
  const paid = await payDeposit(token, id);
  if (paid.code !== 200) throw new Error(`deposit failed: ${paid.msg ?? ''}`);
  return { token, id };
}

describe('fake backend: the security deposit', () => {
  it('takes it from the balance once, with a ledger line; participants + 1, the deposit held', async () => {
    const token = await demoReady();
    const fresh = auctionAt(AUCTION_LOTS.fresh);
    const reply = await payDeposit(token, fresh.id);
    expect(reply).toEqual({ code: 200, msg: 'Deposit paid: you can bid now', data: { balance: 900.1 } });
    expect(demoUser().balance).toBe(900.1);
    expect(lastLine(demoUser(), 'balance')).toMatchObject({
      amount: -99.9,
      after: 900.1,
      title: expect.objectContaining({ en_us: 'Auction deposit: Xiaomi Robot Vacuum S10' }),
      createTime: T0,
    });
    expectLedgerBalanced(demoUser());
    const detail = await auctionDetail(token, fresh.id);
    expect(detail.data).toMatchObject({ participants: 1, deposit_state: 'held' });
    const before = snapshot();
    expect(await payDeposit(token, fresh.id)).toEqual(refused('Deposit already paid'));
    expect(snapshot()).toBe(before);
  });

  it('takes it for an upcoming auction too', async () => {
    const token = await demoReady();
    const soon = auctionAt(AUCTION_LOTS.soon);
    expect((await payDeposit(token, soon.id)).data).toEqual({ balance: 100.1 });
    expect((await auctionDetail(token, soon.id)).data).toMatchObject({
      participants: 3,
      deposit_state: 'held',
    });
  });

  it('refuses, changing nothing: a guest, an unknown or closed auction, no or a wrong password, too little balance', async () => {
    expect(await callFake(A.deposit, { id: 1, pay_password: PAY_PASSWORD })).toEqual({
      code: -2000,
      msg: 'Please log in',
      data: null,
    });
    const token = await signInDemo();
    const fresh = auctionAt(AUCTION_LOTS.fresh).id;
    const before = snapshot();
    expect(await payDeposit(token, fresh)).toEqual(refused('No payment password set'));
    expect(snapshot()).toBe(before);
    await createPayPassword(token);
    const ready = snapshot();
    const cases: [number | string, string, ReturnType<typeof refused>][] = [
      [999, PAY_PASSWORD, refused('Auction not found', 404)],
      ['x', PAY_PASSWORD, refused('Auction not found', 404)],
      [auctionAt(AUCTION_LOTS.hostile).id, PAY_PASSWORD, refused('The auction has ended')],
      [auctionAt(AUCTION_LOTS.reserved).id, PAY_PASSWORD, refused('The auction has ended')],
      [auctionAt(AUCTION_LOTS.demoWon).id, PAY_PASSWORD, refused('The auction has ended')],
      [fresh, '000000', refused('Wrong payment password')],
      [fresh, '', refused('Wrong payment password')],
    ];
    for (const [id, password, answer] of cases) {
      expect(await payDeposit(token, id as number, password)).toEqual(answer);
      expect(snapshot()).toBe(ready);
    }
    demoUser().balance = 99.89;
    const poor = snapshot();
    expect(await payDeposit(token, fresh)).toEqual(refused('Insufficient balance'));
    expect(snapshot()).toBe(poor);
    demoUser().balance = 99.9;
    expect((await payDeposit(token, fresh)).data).toEqual({ balance: 0 });
  });
});

describe('fake backend: bidding', () => {
  it('accepts the minimum next bid: the bidder leads, the bid recorded, the auction answered for the caller', async () => {
    const { token, id } = await demoInAuction(AUCTION_LOTS.rival);
    clock.setNow(T0 + 5_000);
    const demo = userAt(AUCTION_USERS.demo);
    const reply = await placeBid(token, id, 493.99);
    expect(reply).toMatchObject({ code: 200, msg: 'You are the highest bidder' });
    expect(reply.data).toMatchObject({
      id,
      last_price: 493.99,
      last_uid: demo.uid,
      nick_name: 'QC Demo',
      avatar: demo.avatar,
      participants: 4,
      deposit_state: 'held',
      order_id: null,
      server_time: T0 + 5_000,
      seconds: 6 * 3600 - 5,
    });
    expect(reply.data).not.toHaveProperty('bids');
    const detail = await auctionDetail('', id);
    expect(detail.data.bids[0]).toEqual({
      uid: demo.uid,
      nick_name: 'QC Demo',
      avatar: demo.avatar,
      price: 493.99,
      create_time: T0 + 5_000,
    });
    expect(demoUser().balance).toBe(910.1);
  });

  it('takes decimal text, and a price above the minimum', async () => {
    const { token, id } = await demoInAuction(AUCTION_LOTS.rival);
    expect((await placeBid(token, id, '600.5')).data).toMatchObject({ last_price: 600.5 });
  });

  it('refuses, changing nothing: below the minimum, more than 2 decimals, not an amount', async () => {
    const { token, id } = await demoInAuction(AUCTION_LOTS.rival);
    const before = snapshot();
    const cases: [unknown, string][] = [
      [493.98, 'Amount below minimum bid'],
      [485, 'Amount below minimum bid'],
      [493.991, 'Please enter a valid amount'],
      ['494.001', 'Please enter a valid amount'],
      [0, 'Please enter a valid amount'],
      [-500, 'Please enter a valid amount'],
      ['abc', 'Please enter a valid amount'],
      ['1e3', 'Please enter a valid amount'],
      [null, 'Please enter a valid amount'],
      [true, 'Please enter a valid amount'],
    ];
    for (const [price, msg] of cases) {
      expect(await placeBid(token, id, price)).toEqual(refused(msg));
      expect(snapshot()).toBe(before);
    }
  });

  it('refuses the leader, changing nothing', async () => {
    const { token, id } = await demoInAuction(AUCTION_LOTS.rival);
    expect((await placeBid(token, id, 493.99)).code).toBe(200);
    const before = snapshot();
    expect(await placeBid(token, id, 600)).toEqual(refused('You are already the highest bidder'));
    expect(snapshot()).toBe(before);
  });

  it('refuses without a deposit, before the start, after the end, and an unknown auction; a guest logs in', async () => {
    const token = await demoReady();
    const before = snapshot();
    const cases: [number, number, ReturnType<typeof refused>][] = [
      [auctionAt(AUCTION_LOTS.rival).id, 600, refused('Please pay the deposit first')],
      [auctionAt(AUCTION_LOTS.soon).id, 7000, refused('The auction has not started')],
      [auctionAt(AUCTION_LOTS.hostile).id, 200, refused('The auction has ended')],
      [auctionAt(AUCTION_LOTS.reserved).id, 200, refused('The auction has ended')],
      [999, 200, refused('Auction not found', 404)],
    ];
    for (const [id, price, answer] of cases) {
      expect(await placeBid(token, id, price)).toEqual(answer);
      expect(snapshot()).toBe(before);
    }
    const soon = auctionAt(AUCTION_LOTS.soon).id;
    expect((await payDeposit(token, soon)).code).toBe(200);
    const paid = snapshot();
    expect(await placeBid(token, soon, 7000)).toEqual(refused('The auction has not started'));
    expect(snapshot()).toBe(paid);
    expect(await callFake(A.bid, { id: soon, price: 7000 })).toEqual({
      code: -2000,
      msg: 'Please log in',
      data: null,
    });
  });

  it('answers the refusals in the request’s language', async () => {
    const token = await demoReady();
    const reply = await send(A.bid, token, { id: auctionAt(AUCTION_LOTS.rival).id, price: 600 }, 'ru_ru');
    expect(reply).toEqual(refused('Сначала внесите залог'));
  });
});

describe('fake backend: the minimum next bid', () => {
  it('is the last price plus evaluation × auction_bid_ratio, the step rounded up to the cent', () => {
    const fresh = auctionAt(AUCTION_LOTS.fresh);
    const state = db();
    expect(bidStepOf(state, fresh).toFixed(2)).toBe('9.99');
    fresh.evaluationPrice = 333.33;
    expect(bidStepOf(state, fresh).toFixed(2)).toBe('3.34');
    fresh.evaluationPrice = 100.01;
    expect(bidStepOf(state, fresh).toFixed(2)).toBe('1.01');
    fresh.evaluationPrice = 100;
    expect(bidStepOf(state, fresh).toFixed(2)).toBe('1.00');
    state.config.sysConfig.auction_bid_ratio = 0.015;
    fresh.evaluationPrice = 0.7;
    expect(bidStepOf(state, fresh).toFixed(2)).toBe('0.02');
    fresh.lastPrice = 0.1;
    expect(minimumBidOf(state, fresh).toFixed(2)).toBe('0.12');
  });

  it('takes a bid of exactly the rounded-up minimum and refuses a cent less', async () => {
    const { token, id } = await demoInAuction(AUCTION_LOTS.fresh);
    auctionAt(AUCTION_LOTS.fresh).evaluationPrice = 333.33;
    expect(await placeBid(token, id, 502.33)).toEqual(refused('Amount below minimum bid'));
    expect((await placeBid(token, id, 502.34)).data).toMatchObject({ last_price: 502.34 });
  });

  it('is what the deposit asks: evaluation × auction_security_deposit_ratio', async () => {
    const token = await demoReady();
    const other = await signInAt(AUCTION_USERS.oliver);
    expect((await auctionDetail(token, auctionAt(AUCTION_LOTS.win).id)).data.security_deposit).toBe(79.9);
    expect((await auctionDetail(other, auctionAt(AUCTION_LOTS.soon).id)).data.security_deposit).toBe(899.9);
  });
});
