import type { CheckInCycle, CheckInResult } from '../../src/api/account/profile';
import type { UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { clock } from '../../src/mocks/clock';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { lastLine } from './myHelpers';
import { P, send } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { demoUser, refused, snapshot } from './treasureHelpers';

withFrozenClock();

/** T0 is 17:00 on a server day (UTC+8); the next server day starts seven hours later. */
const NEXT_DAY = dayStart(T0) + DAY_MS;

const checkIn = (token: string) => send<CheckInResult>(P.CheckIn, token);
const cycle = async (token: string) => (await send<CheckInCycle>(P.GetCheckInList, token)).data;

describe('fake backend: check-in', () => {
  it('shows the seven days and their rewards; the demo missed days, so the cycle starts again', async () => {
    const token = await signInDemo();
    expect(demoUser().signinDay).toBe(3);
    expect(await cycle(token)).toEqual({
      signinDay: 0,
      totalDays: 23,
      checkedToday: false,
      nextAt: dayStart(T0),
      days: [10, 10, 20, 20, 30, 30, 100].map((reward, i) => ({ day: i + 1, reward, checked: false })),
    });
  });

  it('checks in once a day: day 1, its points credited with a ledger line', async () => {
    const token = await signInDemo();
    const points = demoUser().integral;
    expect(await checkIn(token)).toEqual({
      code: 200,
      msg: 'Checked in',
      data: { signinDay: 1, totalDays: 24, reward: 10 },
    });
    expect(demoUser().integral).toBe(points + 10);
    expect(lastLine(demoUser(), 'points')).toMatchObject({
      amount: 10,
      after: points + 10,
      createTime: T0,
      title: expect.objectContaining({ en_us: 'Check-in, day 1', zh_cn: '签到第 1 天' }),
    });
    const today = await cycle(token);
    expect(today).toMatchObject({ signinDay: 1, checkedToday: true, nextAt: NEXT_DAY });
    expect(today.days.map((d) => d.checked)).toEqual([true, false, false, false, false, false, false]);
    const me = await send<UserInfo>(P.GetMyProfile, token);
    expect(me.data).toMatchObject({ signinDay: 1, totalDays: 24, integral: points + 10 });
  });

  it('refuses a second check-in the same server day, up to its last millisecond, and changes nothing', async () => {
    const token = await signInDemo();
    await checkIn(token);
    clock.setNow(NEXT_DAY - 1);
    const before = snapshot();
    expect(await checkIn(token)).toEqual(refused('Check-in time not reached'));
    expect((await send(P.CheckIn, token, {}, 'zh_cn')).msg).toBe('签到时间未到');
    expect(snapshot()).toBe(before);
    clock.setNow(NEXT_DAY);
    expect((await checkIn(token)).data).toEqual({ signinDay: 2, totalDays: 25, reward: 10 });
  });

  it('runs the 7-day cycle, crediting each day’s reward, then starts again at day 1', async () => {
    const token = await signInDemo();
    const points = demoUser().integral;
    const rewards: number[] = [];
    for (let day = 0; day < 8; day += 1) {
      clock.setNow(T0 + day * DAY_MS);
      const reply = await checkIn(token);
      expect(reply.data.signinDay).toBe((day % 7) + 1);
      rewards.push(reply.data.reward);
    }
    expect(rewards).toEqual([10, 10, 20, 20, 30, 30, 100, 10]);
    expect(demoUser().integral).toBe(points + 230);
    expect(demoUser().totalDays).toBe(31);
  });

  it('after day 7 the next day shows a fresh cycle', async () => {
    const token = await signInDemo();
    for (let day = 0; day < 7; day += 1) {
      clock.setNow(T0 + day * DAY_MS);
      await checkIn(token);
    }
    expect((await cycle(token)).days.every((d) => d.checked)).toBe(true);
    clock.setNow(T0 + 7 * DAY_MS);
    expect(await cycle(token)).toMatchObject({ signinDay: 0, checkedToday: false });
  });

  it('a missed day restarts the cycle at day 1', async () => {
    const token = await signInDemo();
    await checkIn(token);
    clock.setNow(T0 + DAY_MS);
    await checkIn(token);
    clock.setNow(T0 + 3 * DAY_MS);
    expect((await cycle(token)).signinDay).toBe(0);
    expect((await send<UserInfo>(P.GetMyProfile, token)).data.signinDay).toBe(0);
    expect((await checkIn(token)).data).toMatchObject({ signinDay: 1, reward: 10 });
  });

  it('Base/clearSign lets the same day check in again, from day 1', async () => {
    const token = await signInDemo();
    await checkIn(token);
    await send(endpoints.Base.clearSign, token);
    expect((await checkIn(token)).data).toMatchObject({ signinDay: 1, totalDays: 25 });
  });

  it('needs login', async () => {
    expect((await send(P.CheckIn, '')).code).toBe(-2000);
    expect((await send(P.GetCheckInList, '')).code).toBe(-2000);
  });
});
