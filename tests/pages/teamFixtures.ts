import { screen, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { withCurrency, formatAmount, money, toWire } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { acceptInvitation, sendInvitation } from '../../src/mocks/handlers/message/db/invitations';
import { SEEDED_TEAMS } from '../../src/mocks/handlers/team/db/seedTeam';
import { availableOf, withdrawTeamEarnings } from '../../src/mocks/handlers/team/db/team';
import { createUser } from '../../src/mocks/db/users';
import { server } from '../../src/mocks/node';
import { userRow } from './myMoneyFixtures';
import { freshOnServer } from '../network';

/**
 * The team page tests run against the fake backend (docs/api.md §11): its seeded teams (the demo leads Oliver,
 * 陈静怡 and 小鱼儿; Oliver leads none), its rules and its database.
 */

export const T = endpoints.Team;
export const DEMO_UID = SEEDED_TEAMS.demo.leader;
export const OLIVER_UID = 100_002;
export const PATH = '/pages_team/index';

/** An amount as the pages write the mall balance: "CN¥1,234.50". */
export const balance = (value: number | string) => withCurrency(formatAmount(value, 'en'), 'en');

/** What the demo may withdraw now, as the server holds it. */
export const available = () => toWire(availableOf(db(), DEMO_UID));

/** The demo's mall balance as the server holds it. */
export const mallBalance = () => userRow(DEMO_UID).balance;

/** Leaves the demo exactly `amount` to withdraw (an earlier withdrawal of the rest, straight in the database). */
export function leaveAvailable(amount: number) {
  const rest = availableOf(db(), DEMO_UID).minus(money(amount));
  if (rest.lt(0)) throw new Error(`the demo has less than ${amount} to withdraw`);
  withdrawTeamEarnings(db(), userRow(DEMO_UID), rest, clock.now() - 60_000);
}

/** `count` new users who joined the demo's team a minute apart, the last one first by activity. */
export function joinDemoTeam(count: number) {
  const time = clock.now();
  return Array.from({ length: count }, (_, index) => {
    const user = createUser(time - 3_600_000, (row) => {
      row.nickName = `Teammate ${index + 1}`;
    });
    const joined = time - (count - index) * 60_000;
    acceptInvitation(db(), sendInvitation(db(), DEMO_UID, user.uid, joined - 60_000), joined);
    return user;
  });
}

/** Every request to a Team call from now on (its path). */
export function teamCalls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!freshOnServer(request)) return;
    const path = new URL(request.url).pathname;
    if (path.startsWith('/apiv2/Team/')) seen.push(path);
  });
  return seen;
}

/** A member's card, by their name. */
export const memberCard = async (name: string) => within(await screen.findByRole('article', { name }));

/** A figure's value by its label, within a card or sheet. */
export const figure = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
