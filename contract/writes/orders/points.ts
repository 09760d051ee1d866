import * as endpoints from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as config from '../../../src/api/config';
import * as treasure from '../../../src/api/draws/treasure';
import { compare, money, ZERO } from '../../../src/lib/money';
import { firstOf } from '../../contract';
import { expectHolding, readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from './shared';

const { Treasure: T, Profile: P, Public } = endpoints;

/** Today's check-in: the reward is the cycle's next day's, the points grow by it, the cycle reads it done. */
export async function checkIn({ c }: WriteContext) {
  const cycle = await c.check(P.GetCheckInList, () => profile.getCheckInList());
  if (!cycle) return c.skip(P.CheckIn, 'the check-in cycle could not be read');
  if (cycle.checkedToday) return c.skip(P.CheckIn, 'the account has checked in today');
  const before = await readMe(c);
  const got = await c.check(P.CheckIn, () => profile.checkIn());
  if (!got || !before) return;
  const due = cycle.days[cycle.signinDay]?.reward;
  c.expect(P.CheckIn, got.reward === due, `rewarded ${got.reward}, the cycle says ${due}`);
  await expectHolding(c, P.CheckIn, 'integral', money(before.integral).plus(got.reward));
  const after = await c.check(P.GetCheckInList, () => profile.getCheckInList());
  const done = after?.checkedToday === true && after.signinDay === got.signinDay;
  c.expect(P.CheckIn, done, `the cycle reads day ${after?.signinDay}, today ${after?.checkedToday}`);
}

/**
 * A redemption code (the fake backend's welcome code, or QC_CONTRACT_REDEEM_CODE): what it credits arrives (answer
 * and profile), and it is the newest code redeemed. Once per account.
 */
export async function redeemCode({ c, codes }: WriteContext) {
  const code = codes.redeem;
  if (!code) return c.skip(P.RedeemByCode, 'no redemption code (QC_CONTRACT_REDEEM_CODE)');
  const redeemed = () => c.check(P.GetRedeemList, () => profile.getRedeemList({ ...page, source: 'code' }));
  const used = await redeemed();
  if (!used) return c.skip(P.RedeemByCode, 'the redemptions could not be read');
  if (used.list.some((each) => each.title === code))
    return c.skip(P.RedeemByCode, `${code} is used on this account`);
  const before = await readMe(c);
  const got = await c.check(P.RedeemByCode, () => profile.redeemByCode(code));
  if (!got || !before) return;
  const field = got.asset === 'points' ? 'integral' : 'balance';
  const expected = money(before[field]).plus(got.amount);
  c.expect(P.RedeemByCode, expected.eq(got[field]), `${field} ${got[field]}, not ${expected}`);
  await expectHolding(c, P.RedeemByCode, field, expected);
  const newest = firstOf(await redeemed())?.title;
  c.expect(P.RedeemByCode, newest === code, `the newest code redeemed is ${newest}`);
}

/**
 * The redemption that costs the fewest points (Public/getConfig `redeem_options`): it is the newest points
 * redemption, at that cost, and the points fall by it while what the record credits arrives (answer and profile).
 */
export async function redeemPoints({ c }: WriteContext) {
  const settings = await c.check(Public.getConfig, () => config.getPublicConfig());
  const before = await readMe(c);
  const covered = settings?.redeem_options.filter(
    (each) => before && money(each.points).lte(before.integral),
  );
  const option = covered?.sort((a, b) => compare(a.points, b.points))[0];
  if (!option || !before) return c.skip(T.RedeemPoints, 'no redemption the points cover');
  const got = await c.check(T.RedeemPoints, () => treasure.redeemPoints({ id: option.id }));
  if (!got) return;
  const redeemed = { ...page, source: 'points' } as const;
  const record = firstOf(await c.check(P.GetRedeemList, () => profile.getRedeemList(redeemed)));
  const cost = record ? money(record.cost) : null;
  c.expect(T.RedeemPoints, cost?.eq(option.points) ?? false, `the newest redemption cost ${cost}`);
  const gain = (asset: string) => (record?.asset === asset ? money(record.amount) : ZERO);
  const integral = money(before.integral).minus(option.points).plus(gain('points'));
  const balance = money(before.balance).plus(gain('balance'));
  c.expect(T.RedeemPoints, integral.eq(got.integral), `points ${got.integral}, not ${integral}`);
  c.expect(T.RedeemPoints, balance.eq(got.balance), `balance ${got.balance}, not ${balance}`);
  await expectHolding(c, T.RedeemPoints, 'integral', integral);
}
