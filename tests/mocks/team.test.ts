import * as endpoints from '../../src/api/endpoints';
import type { TeamCount, TeamMember, TeamWithdrawable, TeamWithdrawal } from '../../src/api/team/team';
import type { Page } from '../../src/api/types';
import { money, sum, toWire } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { SEEDED_TEAMS } from '../../src/mocks/handlers/team/db/seedTeam';
import { createPayPassword, expectLedgerBalanced, lastLine, PAY_PASSWORD } from './myHelpers';
import { M, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { buyGoods, buyTreasure, GOODS, openIssueOf } from './treasureHelpers';
import { expectRefused, requestId } from './walletHelpers';

withFrozenClock();

const Team = endpoints.Team;
const [chen, xiaoyu] = SEEDED_TEAMS.demo.joins.map((j) => j.uid);
const OLIVER = 100_002;
const earned = (leader: number) =>
  toWire(
    sum(
      db()
        .teamEarnings.filter((e) => e.leaderUid === leader)
        .map((e) => e.amount),
    ),
  );
const countOf = async (token: string) => (await send<TeamCount>(Team.count, token)).data;
const available = async (token: string) =>
  (await send<TeamWithdrawable>(Team.getWithdrawMoney, token)).data.available;

describe('fake backend: the seeded team', () => {
  it('the demo leads Oliver, 陈静怡 and 小鱼儿, most recently active first; more than 500 to withdraw', async () => {
    const token = await signInDemo();
    const members = (await send<Page<TeamMember>>(Team.list, token, { page: 1, pageSize: 10 })).data;
    expect(members.total).toBe(3);
    expect(members.list.map((m) => [m.uid, m.online])).toEqual([
      [OLIVER, true],
      [chen, false],
      [xiaoyu, false],
    ]);
    for (const member of members.list) {
      const rows = db().teamEarnings.filter((e) => e.memberUid === member.uid);
      expect(member.earnings).toBe(toWire(sum(rows.map((r) => r.amount))));
      expect(member.contribution).toBe(toWire(sum(rows.map((r) => r.contribution))));
      expect(member.balance).toBe(db().users.find((u) => u.uid === member.uid)?.balance);
    }
    expect(new Set(members.list.map((m) => m.contribution)).size).toBe(3);
    expect(new Set(members.list.map((m) => m.crowd_count)).size).toBe(3);
    const count = await countOf(token);
    expect(count).toMatchObject({ member_count: 3, online_count: 1, total_earnings: earned(100_001) });
    expect(await send(Team.getWithdrawMoney, token)).toMatchObject({
      code: 200,
      data: { available: earned(100_001), min: 500 },
    });
    expect(earned(100_001)).toBeGreaterThan(600);
    expect((await send<Page<TeamMember>>(Team.list, token, { page: 2, pageSize: 2 })).data.list).toHaveLength(
      1,
    );
  });

  it('answers team leaders only; a member who leads no team is refused (403)', async () => {
    const oliver = await signInAt(USERS.oliver);
    for (const call of [Team.count, Team.list, Team.getWithdrawMoney])
      await expectRefused(send(call, oliver), 'Only team leaders can do this', 403);
    await expectRefused(
      send(Team.withdraw, oliver, { amount: 1, pay_password: PAY_PASSWORD, request_id: requestId() }),
      'Only team leaders can do this',
      403,
    );
    const wang = await signInAt(USERS.wang);
    expect((await countOf(wang)).member_count).toBe(2);
  });
});

describe('fake backend: team earnings', () => {
  it('a member’s balance purchase earns the leader 10 %, rounded down; a points purchase nothing', async () => {
    const demo = await signInDemo();
    const oliver = await signInAt(USERS.oliver);
    const before = await countOf(demo);
    const issue = openIssueOf(GOODS.voucher);
    await buyTreasure({ id: issue.id, count: 3, payType: 'balance' }, { token: oliver });
    const paid = toWire(money(issue.unitPrice).times(3));
    expect(db().teamEarnings.at(-1)).toMatchObject({
      leaderUid: 100_001,
      memberUid: OLIVER,
      contribution: paid,
      amount: toWire(money(paid).times(0.1).round(2, 0)),
      createTime: T0,
    });
    const rows = db().teamEarnings.length;
    const points = await buyGoods({ goodsId: GOODS.rice, count: 1, payType: 'points' }, { token: oliver });
    expect(points.code).toBe(200);
    expect(db().teamEarnings).toHaveLength(rows);
    const after = await countOf(demo);
    expect(after.total_contribution).toBe(toWire(money(before.total_contribution).plus(paid)));
  });

  it('a member who leaves keeps what they brought; what they pay next earns their new leader', async () => {
    const demo = await signInDemo();
    const before = await countOf(demo);
    const wang = await signInAt(USERS.wang);
    await send(M.SendTeamInvitation, wang, { uid: OLIVER });
    const oliver = await signInAt(USERS.oliver);
    const invitation = db().invitations.at(-1);
    await send(M.HandleTeamInvitation, oliver, { id: invitation?.id, action: 'accept' });
    const after = await countOf(demo);
    expect(after).toMatchObject({
      member_count: 2,
      total_earnings: before.total_earnings,
      total_contribution: before.total_contribution,
    });
    expect(
      (await buyGoods({ goodsId: GOODS.rice, count: 1, payType: 'balance' }, { token: oliver })).code,
    ).toBe(200);
    expect(db().teamEarnings.at(-1)).toMatchObject({ leaderUid: userAt(USERS.wang).uid, memberUid: OLIVER });
    expect((await countOf(demo)).total_earnings).toBe(before.total_earnings);
  });
});

describe('fake backend: team withdrawals', () => {
  const withdraw = (token: string, body: Record<string, unknown>) =>
    send<TeamWithdrawal>(Team.withdraw, token, {
      pay_password: PAY_PASSWORD,
      request_id: requestId(),
      ...body,
    });

  it('refuses a bad amount, more than available and a wrong or missing payment password, changing nothing', async () => {
    const token = await signInDemo();
    await expectRefused(withdraw(token, { amount: 10 }), 'No payment password set');
    await createPayPassword(token);
    for (const amount of [0, -5, 1.234, 'ten'])
      await expectRefused(withdraw(token, { amount }), 'Please enter a valid amount');
    await expectRefused(withdraw(token, { amount: earned(100_001) + 0.01 }), 'Insufficient balance');
    await expectRefused(withdraw(token, { amount: 10, pay_password: '246801' }), 'Wrong payment password');
    await expectRefused(withdraw(token, { amount: 10, request_id: 'x' }), 'Invalid request');
  });

  it('moves the amount to the leader’s balance once per request_id (a ledger line); then ≤ 500 is refused', async () => {
    const token = await signInDemo();
    await createPayPassword(token);
    const balance = userAt(USERS.demo).balance;
    const first = earned(100_001);
    const request_id = requestId();
    const reply = await withdraw(token, { amount: 200, request_id });
    const left = toWire(money(first).minus(200));
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Team earnings moved to your balance',
      data: { available: left, min: 500, balance: toWire(money(balance).plus(200)) },
    });
    clock.setNow(T0 + 5_000);
    expect(await withdraw(token, { amount: 200, request_id })).toEqual(reply);
    expect(userAt(USERS.demo).balance).toBe(toWire(money(balance).plus(200)));
    expect(db().teamWithdrawals).toHaveLength(1);
    expect(lastLine(userAt(USERS.demo), 'balance')).toMatchObject({ amount: 200, createTime: T0 });
    expect(lastLine(userAt(USERS.demo), 'balance')?.title.en_us).toBe('Team earnings withdrawal');
    expectLedgerBalanced(userAt(USERS.demo));
    expect(await available(token)).toBe(left);
    expect(left).toBeLessThanOrEqual(500);
    await expectRefused(
      withdraw(token, { amount: 1 }),
      'The available balance must be above 500 to withdraw',
    );
  });
});
