import type {
  TeamCount,
  TeamMember,
  TeamWithdrawable,
  TeamWithdrawal,
  TeamWithdrawRequest,
} from '../../../api/team/team';
import { money, sum, toWire } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { isPurchase } from '../orders/db/orders';
import type { TeamMemberRow, UserRow } from '../../db/schema';
import {
  availableOf,
  earningsOf,
  TEAM_ONLINE_MS,
  TEAM_WITHDRAW_ABOVE,
  withdrawTeamEarnings,
} from './db/team';
import { ensurePayPassword } from '../../rules/common';
import { readMoney } from '../../rules/input';
import { CODE, ensure, ok, pageOf, reader, route, withAuth, type AuthedHandler } from '../../http/route';
import { readRequestId, sendOnce } from '../wallet/input';

/** The team list's page size. */
const TEAM_PAGE_SIZE = 10;

/** Every Team call answers a team leader only. */
const leadersOnly = (handler: AuthedHandler) =>
  withAuth((ctx) => {
    ensure(ctx.user.isTeam, 'teamLeadersOnly', CODE.forbidden);
    return handler(ctx);
  });

const membersOf = (leader: UserRow): TeamMemberRow[] =>
  db().teamMembers.filter((m) => m.leaderUid === leader.uid);

const lastActiveOf = (user: UserRow) => user.lastActiveAt ?? user.createdAt;

const isOnline = (user: UserRow, time: number) => time - lastActiveOf(user) < TEAM_ONLINE_MS;

const withdrawable = (leader: UserRow): TeamWithdrawable => ({
  available: toWire(availableOf(db(), leader.uid)),
  min: TEAM_WITHDRAW_ABOVE,
});

function toMember(row: TeamMemberRow, user: UserRow, leader: UserRow, time: number): TeamMember {
  const earnings = earningsOf(db(), leader.uid).filter((e) => e.memberUid === row.uid);
  const crowd = db().orders.filter(
    (o) => o.uid === row.uid && o.kind === 'crowd' && isPurchase(o) && o.payTime >= row.joinedAt,
  );
  return {
    uid: user.uid,
    nick_name: user.nickName,
    avatar: user.avatar,
    contribution: toWire(sum(earnings.map((e) => e.contribution))),
    earnings: toWire(sum(earnings.map((e) => e.amount))),
    balance: user.balance,
    points: user.integral,
    crowd_count: crowd.length,
    last_active: lastActiveOf(user),
    online: isOnline(user, time),
    joined_at: row.joinedAt,
  };
}

/** The leader's members with their user rows, the most recently active first. */
function membersWithUsers(leader: UserRow): [TeamMemberRow, UserRow][] {
  const pairs = membersOf(leader).flatMap((row): [TeamMemberRow, UserRow][] => {
    const user = db().users.find((u) => u.uid === row.uid);
    return user ? [[row, user]] : [];
  });
  return pairs.sort(([, a], [, b]) => lastActiveOf(b) - lastActiveOf(a) || a.uid - b.uid);
}

const count = route(
  'GET /apiv2/Team/count',
  leadersOnly(({ user }) => {
    const time = now();
    const members = membersWithUsers(user);
    const earnings = earningsOf(db(), user.uid);
    const answer: TeamCount = {
      member_count: members.length,
      online_count: members.filter(([, member]) => isOnline(member, time)).length,
      total_contribution: toWire(sum(earnings.map((e) => e.contribution))),
      total_earnings: toWire(sum(earnings.map((e) => e.amount))),
    };
    return ok(answer);
  }),
);

const list = route(
  'GET /apiv2/Team/list',
  leadersOnly(({ user, fields }) => {
    const time = now();
    const page = pageOf(
      membersWithUsers(user),
      fields,
      ([row, member]) => toMember(row, member, user, time),
      TEAM_PAGE_SIZE,
      'page',
    );
    return ok(page);
  }),
);

const getWithdrawMoney = route(
  'GET /apiv2/Team/getWithdrawMoney',
  leadersOnly(({ user }) => ok(withdrawable(user))),
);

/**
 * As every withdrawal: only while more than 500 is available, an amount to the cent up to what is available, the
 * payment password; once per request_id (its own namespace beside the wallet's sends).
 */
const withdraw = route(
  'POST /apiv2/Team/withdraw',
  leadersOnly(({ user, fields }) =>
    sendOnce(user, `team:${readRequestId(fields.request_id)}`, () => {
      const available = availableOf(db(), user.uid);
      ensure(available.gt(money(TEAM_WITHDRAW_ABOVE)), 'withdrawBelowThreshold');
      const amount = readMoney(fields.amount);
      ensure(amount.lte(available), 'insufficientBalance');
      ensurePayPassword(user, reader<TeamWithdrawRequest>(fields)('pay_password'));
      withdrawTeamEarnings(db(), user, amount, now());
      const answer: TeamWithdrawal = { ...withdrawable(user), balance: user.balance };
      return ok(answer, 'teamWithdrawn');
    }),
  ),
);

export const teamHandlers = [count, list, getWithdrawMoney, withdraw];
