import type { PublicUser } from '../../src/api/account/account';
import type { RecentUser, TransferResult } from '../../src/api/payment/payment';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { createUser } from '../../src/mocks/db/users';
import { createPayPassword, expectLedgerBalanced, lastLine, PAY_PASSWORD, Pay } from './myHelpers';
import { latestNotice, send, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const uidOf = (index: number) => userAt(index).uid;
const transfer = (token: string, body: Record<string, unknown>) =>
  send<TransferResult>(Pay.Transfer, token, {
    receiverId: uidOf(USERS.emily),
    payPassword: PAY_PASSWORD,
    ...body,
  });

async function expectRefused(reply: Promise<unknown>, msg: string, code = 400) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg, code));
  expect(snapshot()).toBe(before);
}

describe('fake backend: Transfer', () => {
  it('needs a payment password: none set yet', async () => {
    const token = await signInDemo();
    await expectRefused(transfer(token, { amount: 10 }), 'No payment password set');
  });

  it('refuses a wrong payment password, an unknown receiver and oneself', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    await expectRefused(transfer(token, { amount: 10, payPassword: '246801' }), 'Wrong payment password');
    await expectRefused(transfer(token, { amount: 10, receiverId: 999_999 }), 'User not found', 404);
    await expectRefused(
      transfer(token, { amount: 10, receiverId: uidOf(USERS.demo) }),
      'User not found',
      404,
    );
    await expectRefused(transfer(token, { amount: 10, receiverId: 'abc' }), 'User not found', 404);
  });

  it('refuses nothing, less than nothing and more than the sender’s USDT', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    for (const amount of [0, -5, 'ten', 1.234]) {
      await expectRefused(transfer(token, { amount }), 'Please enter a valid amount');
    }
    await expectRefused(transfer(token, { amount: 150.01 }), 'Insufficient balance');
  });

  it('moves USDT, both ledgers record it, and the receiver is told', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const emilyUsdt = userAt(USERS.emily).usdtBalance;
    const reply = await transfer(token, { amount: 150 });
    expect(reply).toMatchObject({ code: 200, msg: 'Transfer successful' });
    expect(reply.data.usdtBalance).toBe(0);
    expect(reply.data.orderNo).toMatch(/^U\d{10}$/);
    expect(userAt(USERS.demo).usdtBalance).toBe(0);
    expect(userAt(USERS.emily).usdtBalance).toBe(emilyUsdt + 150);
    expect(lastLine(userAt(USERS.demo), 'USDT')).toMatchObject({ amount: -150, after: 0 });
    expect(lastLine(userAt(USERS.emily), 'USDT')).toMatchObject({ amount: 150, after: emilyUsdt + 150 });
    expectLedgerBalanced(userAt(USERS.demo));
    expectLedgerBalanced(userAt(USERS.emily));
    expect(latestNotice(USERS.emily)?.content.en_us).toBe('QC Demo sent you 150 USDT.');
  });

  it('needs login', async () => {
    expect((await send(Pay.Transfer, '', { receiverId: uidOf(USERS.emily), amount: 1 })).code).toBe(-2000);
    expect((await send(Pay.GetRecentlyUser, '')).code).toBe(-2000);
    expect((await send(Pay.SeachUserBy, '', { keyword: '100002' })).code).toBe(-2000);
  });
});

describe('fake backend: recent receivers', () => {
  it('is empty at first, then lists each receiver once, the latest first', async () => {
    const token = await signInDemo();
    expect((await send<RecentUser[]>(Pay.GetRecentlyUser, token)).data).toEqual([]);
    await createPayPassword(token);
    await transfer(token, { amount: 1 });
    clock.advance(1_000);
    await transfer(token, { amount: 1, receiverId: uidOf(USERS.joao) });
    clock.advance(1_000);
    await transfer(token, { amount: 1 });
    const recent = await send<RecentUser[]>(Pay.GetRecentlyUser, token);
    expect(recent.data).toEqual([
      {
        uid: uidOf(USERS.emily),
        nickName: userAt(USERS.emily).nickName,
        avatar: userAt(USERS.emily).avatar,
        lastTime: T0 + 2_000,
      },
      {
        uid: uidOf(USERS.joao),
        nickName: userAt(USERS.joao).nickName,
        avatar: userAt(USERS.joao).avatar,
        lastTime: T0 + 1_000,
      },
    ]);
  });

  it('keeps the latest ten', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const others = db()
      .users.slice(1, 9)
      .map((u) => u.uid);
    const extra = [1, 2, 3].map((n) => createUser(T0, (u) => (u.nickName = `Extra ${n}`)).uid);
    const receivers = [...others, ...extra];
    expect(receivers).toHaveLength(11);
    for (const receiverId of receivers) await transfer(token, { amount: 1, receiverId });
    const recent = await send<RecentUser[]>(Pay.GetRecentlyUser, token);
    expect(recent.data.map((u) => u.uid)).toEqual(receivers.slice(1).reverse());
  });
});

describe('fake backend: SeachUserBy', () => {
  it('finds someone by exact uid or phone number, never the searcher', async () => {
    const token = await signInDemo();
    const emily = userAt(USERS.emily);
    const expected: PublicUser[] = [{ uid: emily.uid, nickName: emily.nickName, avatar: emily.avatar }];
    expect((await send(Pay.SeachUserBy, token, { keyword: String(emily.uid) })).data).toEqual(expected);
    expect((await send(Pay.SeachUserBy, token, { keyword: ` ${emily.phoneNumber} ` })).data).toEqual(
      expected,
    );
    expect((await send(Pay.SeachUserBy, token, { keyword: String(uidOf(USERS.demo)) })).data).toEqual([]);
    expect((await send(Pay.SeachUserBy, token, { keyword: emily.phoneNumber.slice(0, 5) })).data).toEqual([]);
    expect((await send(Pay.SeachUserBy, token, { keyword: '' })).data).toEqual([]);
  });
});
