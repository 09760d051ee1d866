import type { RedeemRecord, RedeemReward } from '../../src/api/account/profile';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused, snapshot, T } from './treasureHelpers';

withFrozenClock();

const redeem = (token: string, code: unknown) => send<RedeemReward>(P.RedeemByCode, token, { code });
const redeemList = (token: string, query: Record<string, unknown> = {}) =>
  send<Page<RedeemRecord>>(P.GetRedeemList, token, { pageIndex: 1, pageSize: 20, ...query });

async function expectRefused(reply: Promise<unknown>, msg: string) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg));
  expect(snapshot()).toBe(before);
}

describe('fake backend: redeem codes', () => {
  it('credits a code once per user, in any case and with spaces around', async () => {
    const token = await signInDemo();
    const { integral, balance } = userAt(USERS.demo);
    expect(await redeem(token, '  welcome100 ')).toEqual({
      code: 200,
      msg: 'Redeemed successfully',
      data: { balance, integral: integral + 100, asset: 'points', amount: 100 },
    });
    await expectRefused(redeem(token, 'WELCOME100'), 'You have already used this redemption code');
    const emily = await signInAt(USERS.emily);
    expect((await redeem(emily, 'WELCOME100')).code).toBe(200);
  });

  it('credits balance codes to the balance', async () => {
    const token = await signInDemo();
    const { balance } = userAt(USERS.demo);
    expect((await redeem(token, 'QCBONUS')).data).toMatchObject({
      asset: 'balance',
      amount: 5,
      balance: balance + 5,
    });
  });

  it('refuses an expired code, an unknown one, an empty one, and one the demo used already', async () => {
    const token = await signInDemo();
    await expectRefused(redeem(token, 'SUMMER2025'), 'This redemption code has expired');
    await expectRefused(redeem(token, 'NOSUCHCODE'), 'Invalid redemption code');
    await expectRefused(redeem(token, '   '), 'Please enter the redemption code');
    await expectRefused(redeem(token, 'LAUNCH2026'), 'You have already used this redemption code');
    expect((await send(P.RedeemByCode, token, { code: 'SUMMER2025' }, 'ja_jp')).msg).toBe(
      'この引き換えコードは有効期限が切れています',
    );
  });

  it('a code stops working when it expires', async () => {
    clock.setNow(Date.UTC(2025, 7, 31));
    const token = await signInDemo();
    expect((await redeem(token, 'SUMMER2025')).code).toBe(200);
  });

  it('needs login', async () => {
    expect((await redeem('', 'WELCOME100')).code).toBe(-2000);
    expect((await redeemList('')).code).toBe(-2000);
  });
});

describe('fake backend: GetRedeemList', () => {
  it('lists codes and points redemptions newest first, or one source', async () => {
    const token = await signInDemo();
    await redeem(token, 'WELCOME100');
    clock.advance(1_000);
    await send(T.RedeemPoints, token, { id: 2 });
    const all = await redeemList(token);
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((r) => [r.source, r.title, r.asset, r.amount, r.cost])).toEqual([
      ['points', '50 balance', 'balance', 50, 4_800],
      ['code', 'WELCOME100', 'points', 100, 0],
      ['code', 'LAUNCH2026', 'points', 20, 0],
    ]);
    expect(all.data.list[0]?.createTime).toBe(T0 + 1_000);
    const codes = await redeemList(token, { source: 'code' });
    expect(codes.data.list.map((r) => r.title)).toEqual(['WELCOME100', 'LAUNCH2026']);
    const points = await redeemList(token, { source: 'points' });
    expect(points.data.total).toBe(1);
    expect(await redeemList(token, { source: 'gift' })).toEqual(refused('Invalid request'));
  });

  it('shows only the user’s own redemptions', async () => {
    const emily = await signInAt(USERS.emily);
    expect((await redeemList(emily)).data).toEqual({ list: [], total: 0 });
  });
});
