import type { CheckInCycle, CheckInResult } from '../../../api/account/profile';
import { now } from '../../clock';
import { db } from '../../db';
import { DAY_MS, dayStart } from '../../db/calendar';
import { CHECK_IN_REWARDS, checkedInToday, checkIn, cycleDay } from './db/checkin';
import { ensure, ok, route, withAuth } from '../../http/route';

/** Once per server day (UTC+8): the next day of the 7-day cycle, its points credited (db/checkin). */
const checkInRoute = route(
  'GET /api/Profile/CheckIn',
  withAuth(({ user }) => {
    const time = now();
    ensure(!checkedInToday(user, time), 'checkInTooSoon');
    const reward = checkIn(db(), user, time);
    const result: CheckInResult = { signinDay: user.signinDay, totalDays: user.totalDays, reward };
    return ok(result, 'checkInSuccess');
  }),
);

/** The cycle as of now; `nextAt` is the start of today while today's check-in is still open. */
const getCheckInList = route(
  'GET /api/Profile/GetCheckInList',
  withAuth(({ user }) => {
    const time = now();
    const checkedToday = checkedInToday(user, time);
    const signinDay = cycleDay(user, time);
    const cycle: CheckInCycle = {
      signinDay,
      totalDays: user.totalDays,
      checkedToday,
      nextAt: dayStart(time) + (checkedToday ? DAY_MS : 0),
      days: CHECK_IN_REWARDS.map((reward, index) => ({
        day: index + 1,
        reward,
        checked: index < signinDay,
      })),
    };
    return ok(cycle);
  }),
);

export const checkInHandlers = [checkInRoute, getCheckInList];
