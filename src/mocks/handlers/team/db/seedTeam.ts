import { acceptInvitation, sendInvitation } from '../../message/db/invitations';
import type { DbState, UserRow } from '../../../db/schema';
import { days, hours, minutes, type SeedClock } from '../../../db/seedClock';
import { purchases, writeHistory } from '../../profile/db/seedMy';
import { earnFromOrder } from './team';

/**
 * Seeded teams (docs/api.md §11 "Seeded teams"): the demo leads Oliver (who joined in seedMy), 陈静怡 and 小鱼儿;
 * 王小明 leads 김민준 and Sophie Martin. Each member's balance payments since joining earned their leader 10 % by
 * the live rule (the demo has about 616 to withdraw, 王小明 about 571), and their purchases are in their own
 * ledger; no team has withdrawn yet. Every seeded user was last active some time ago.
 */
export const SEEDED_TEAMS = {
  demo: {
    leader: 100_001,
    /** Oliver joined 20 days ago (seedMy); the others: uid and days ago */
    joins: [
      { uid: 100_010, daysAgo: 16 },
      { uid: 100_016, daysAgo: 26 },
    ],
  },
  wang: {
    leader: 100_003,
    joins: [
      { uid: 100_006, daysAgo: 12 },
      { uid: 100_015, daysAgo: 6 },
    ],
  },
  /** how long before seeding a member was last active (the rest: a few hours to days, by uid) */
  lastActive: { 100_002: minutes(4), 100_010: hours(2), 100_016: days(3), 100_006: minutes(9) } as Record<
    number,
    number
  >,
} as const;

function join(state: DbState, leader: number, uid: number, time: number): void {
  acceptInvitation(state, sendInvitation(state, leader, uid, time - hours(3)), time);
}

function seedActivity(state: DbState, clock: SeedClock): void {
  for (const user of state.users)
    user.lastActiveAt = clock.ago(SEEDED_TEAMS.lastActive[user.uid] ?? hours(1 + ((user.uid * 7) % 60)));
}

/** Each member's balance payments since joining, as the live rule counts them, and their purchases' ledger. */
function seedEarnings(state: DbState): void {
  const members = state.teamMembers
    .map((row) => ({ row, user: state.users.find((u) => u.uid === row.uid) }))
    .filter((m): m is { row: (typeof state.teamMembers)[number]; user: UserRow } => m.user !== undefined);
  const paidSince = members.flatMap(({ row }) =>
    state.orders.filter((o) => o.uid === row.uid && o.payTime >= row.joinedAt),
  );
  for (const order of paidSince.sort((a, b) => a.payTime - b.payTime || a.id - b.id))
    earnFromOrder(state, order);
  for (const { user } of members) writeHistory(state, user, purchases(state, user));
}

export function seedTeams(state: DbState, clock: SeedClock): void {
  const { demo, wang } = SEEDED_TEAMS;
  for (const team of [demo, wang])
    for (const { uid, daysAgo } of team.joins) join(state, team.leader, uid, clock.ago(days(daysAgo)));
  seedEarnings(state);
  seedActivity(state, clock);
}
