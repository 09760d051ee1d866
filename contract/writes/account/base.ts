import * as endpoints from '../../../src/api/endpoints';
import * as profile from '../../../src/api/account/profile';
import * as base from '../../../src/api/base';
import * as config from '../../../src/api/config';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { sent } from './shared';

const { Profile: P, Base: B, Public } = endpoints;

/** A batch of two page visits, as the app sends them; the server keeps them, and no call reads them back. */
export async function visits(ctx: WriteContext) {
  const leaveAt = Date.now();
  const logs = [
    { path: '/pages/index/index', enterAt: leaveAt - 9_000, leaveAt: leaveAt - 4_000 },
    { path: '/pages/my/index', enterAt: leaveAt - 4_000, leaveAt },
  ];
  await sent(ctx, B.subscribeLog, () => base.sendVisitLogs(logs));
}

/**
 * The test tooling's resets, each read back: the check-in cycle reads no day reached and today open, the profile
 * no task in hand (both the test account's own; neither can be put back), and the site settings what they were
 * (nothing the contract calls changes them, so they are the defaults already). The site settings are everyone's:
 * they are reset on the fake backend only.
 */
export async function resets(ctx: WriteContext) {
  const { c } = ctx;
  if (await sent(ctx, B.clearSign, () => base.clearSign())) {
    const cycle = await c.check(P.GetCheckInList, () => profile.getCheckInList());
    const fresh = cycle?.signinDay === 0 && !cycle.checkedToday;
    c.expect(B.clearSign, fresh, `after clearSign the cycle reads day ${cycle?.signinDay}, not a fresh one`);
  }
  if (await sent(ctx, B.clearTask, () => base.clearTask())) {
    const me = await readMe(c);
    const task = me?.task?.id;
    c.expect(B.clearTask, me !== null && task === undefined, `after clearTask the task in hand is ${task}`);
  }
  // Only the fake backend has a clock to move: anywhere else the reset would change every user's settings.
  if (!ctx.skip) return c.skip(B.clearWebset, "resets every user's site settings: on the fake backend only");
  const settings = (read: Awaited<ReturnType<typeof config.getPublicConfig>> | null) =>
    read &&
    JSON.stringify([read.recharge_type, read.recharge_options, read.redeem_options, read.mining_type]);
  const before = settings(await config.getPublicConfig());
  if (!(await sent(ctx, B.clearWebset, () => base.clearWebset()))) return;
  const after = settings(await c.check(Public.getConfig, () => config.getPublicConfig()));
  c.expect(B.clearWebset, after === before, `after clearWebset the settings read ${after}, not ${before}`);
}
