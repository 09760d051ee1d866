import * as endpoints from '../../../src/api/endpoints';
import type { Endpoint } from '../../../src/api/endpoints';
import * as config from '../../../src/api/config';
import * as mining from '../../../src/api/mining/mining';
import { money, type Money } from '../../../src/lib/money';
import { firstOf, skipAll, type Contract } from '../../contract';
import { holding, readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from '../../contract';

const { Mining: M } = endpoints;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Public/getConfig `mining_type` of node mining, the only kind Mining/start runs (docs/api.md §14). */
const NODE_MINING = 1;
/** A node location 240 m from the one the Pioneers' leader shares in Shanghai (docs/api.md §14). */
const NODE = { lat: 31.2286, lng: 121.4751, address: "People's Square, Huangpu, Shanghai" } as const;

/**
 * Joins a group, mines, signs for the day and registers a node location. Checks the group read back (groupData,
 * the member list), the page running the session and holding the beat's income, the sign and location bonuses
 * in the mall QC and the income list, and the location approved after its review and shared, then hidden again.
 */
export async function miningFlow(ctx: WriteContext) {
  await joinGroup(ctx.c, ctx.uid);
  await mine(ctx);
  await signToday(ctx.c);
  await nodeLocation(ctx);
}

/** PIONEER, or SEOUL8 when already in it (joining the group one is in is refused): the group is the user's. */
async function joinGroup(c: Contract, uid: number) {
  const current = await c.check(M.groupData, () => mining.getMiningGroup());
  const code = current?.code === 'PIONEER' ? 'SEOUL8' : 'PIONEER';
  const group = await c.check(M.joinGroup, () => mining.joinMiningGroup(code));
  if (!group) return;
  c.expect(M.joinGroup, group.code === code, `joined ${group.code}, not ${code}`);
  const read = await c.check(M.groupData, () => mining.getMiningGroup());
  c.expect(M.joinGroup, read?.id === group.id, `the group read back is ${read?.code ?? 'none'}, not ${code}`);
  const members = await c.check(M.groupUserList, () => mining.getMiningGroupUsers(page));
  const listed = members?.list.some((member) => member.uid === uid) ?? false;
  c.expect(M.joinGroup, listed, `${uid} is not among the members of ${code}`);
}

const miningPage = (c: Contract) => c.check(M.pageData, () => mining.getMiningPage());

/** A 24-hour session (unless one runs), then a beat a minute later: the page holds the beat's income. */
async function mine(ctx: WriteContext) {
  const { c } = ctx;
  const settings = await config.getPublicConfig();
  const before = await miningPage(c);
  if (settings?.mining_type !== NODE_MINING) c.skip(M.start, 'node mining is not open (mining_type)');
  else if (before?.status === 1) c.skip(M.start, 'a session is already running');
  else {
    const session = await c.check(M.start, () => mining.startMining());
    if (!session) return c.skip(M.heartbeat, 'no session was started');
    c.expect(M.start, session.ends_at - session.started_at === DAY, 'the session does not run 24 hours');
    const running = await miningPage(c);
    const shown = running?.status === 1 && running.ends_at === session.ends_at;
    c.expect(M.start, shown, 'the page does not show the session running until its end');
  }
  await heartbeat(ctx);
}

/** A beat credits the time since the last one (at most 90 s): a minute on the fake clock earns something. */
async function heartbeat({ c, skip }: WriteContext) {
  const running = await miningPage(c);
  if (running?.status !== 1) return c.skip(M.heartbeat, 'no session is running');
  await skip?.(MINUTE);
  const beat = await c.check(M.heartbeat, () => mining.miningHeartbeat());
  if (!beat) return;
  if (skip) c.expect(M.heartbeat, money(beat.session_income).gt(0), 'a minute of mining earned nothing');
  const read = await miningPage(c);
  c.expect(
    M.heartbeat,
    money(read?.session_income).eq(beat.session_income),
    `the page holds ${read?.session_income} of session income, the beat ${beat.session_income}`,
  );
}

/** The mall account's QC (UserRow.qcBalance), where mining income is paid. */
const mallQc = async (c: Contract) => holding(await readMe(c), 'qcBalance');

/** An income paid at once: the mall QC rose by it and it is the newest row of the income list. */
async function expectIncome(
  c: Contract,
  endpoint: Endpoint,
  source: mining.MiningIncomeSource,
  amount: number,
  before: Money,
) {
  const after = await mallQc(c);
  const expected = before.plus(amount);
  c.expect(endpoint, after.eq(expected), `qcBalance read back ${after}, not ${expected}`);
  const row = firstOf(await c.check(M.incomeList, () => mining.getMiningIncomeList(page)));
  const listed = row?.source === source && money(row.amount).eq(amount);
  c.expect(endpoint, listed, `the newest income row is not the ${source} of ${amount}`);
}

/** Once a server day: the reward goes to the mall QC and the page reads signed. */
async function signToday(c: Contract) {
  const before = await miningPage(c);
  if (before?.signed_today) return c.skip(M.sign, 'the account has signed today');
  const qc = await mallQc(c);
  const signed = await c.check(M.sign, () => mining.miningSign());
  if (!signed) return;
  await expectIncome(c, M.sign, 'sign', signed.reward, qc);
  const after = await miningPage(c);
  c.expect(M.sign, after?.signed_today === true, 'the page does not read signed today');
}

/** Registers the node (under review), reports from it once approved, and shares it. */
async function nodeLocation(ctx: WriteContext) {
  const { c } = ctx;
  const submitted = await c.check(M.locationSubmit, () => mining.submitMiningLocation(NODE));
  if (!submitted) {
    return skipAll(c, [M.locationPost, M.locationShare], 'no node location was registered');
  }
  const held = submitted.status === 0 && submitted.address === NODE.address;
  c.expect(M.locationSubmit, held, `the location is not under review at "${NODE.address}"`);
  await reportAtNode(ctx);
  await shareLocation(c, submitted.shared);
}

/** A minute later the review has approved it: a report from the node is in range (and paid once a day). */
async function reportAtNode({ c, skip }: WriteContext) {
  if (!skip) return c.skip(M.locationPost, 'the review takes a minute and there is no fake clock');
  await skip(MINUTE);
  const reviewed = await c.check(M.location, () => mining.getMiningLocation());
  const approved = reviewed?.status === 1;
  c.expect(M.locationSubmit, approved, `a minute later the review reads ${reviewed?.status}, not approved`);
  const qc = await mallQc(c);
  const check = await c.check(M.locationPost, () =>
    mining.reportMiningLocation({ lat: NODE.lat, lng: NODE.lng }),
  );
  if (!check) return;
  c.expect(M.locationPost, check.in_range, `at the node itself, ${check.distance} m is not in range`);
  if (money(check.bonus).gt(0)) await expectIncome(c, M.locationPost, 'location', check.bonus, qc);
}

/** Shown to the group, read back, then put back as it was (a new node location is hidden). */
async function shareLocation(c: Contract, wasShared: boolean) {
  const shown = await c.check(M.locationShare, () => mining.shareMiningLocation(!wasShared));
  if (!shown) return;
  const read = await c.check(M.location, () => mining.getMiningLocation());
  c.expect(M.locationShare, read?.shared === !wasShared, `the location read back is shared: ${read?.shared}`);
  const back = await c.check(M.locationShare, () => mining.shareMiningLocation(wasShared));
  c.expect(M.locationShare, back?.shared === wasShared, 'sharing was not put back');
}
