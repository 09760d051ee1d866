import * as endpoints from '../../../src/api/endpoints';
import * as kefu from '../../../src/api/messages/kefu';
import * as team from '../../../src/api/team/team';
import { money } from '../../../src/lib/money';
import { newRequestId } from '../../../src/lib/requestId';
import { holding, readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from '../../contract';
import { CENT } from '../../session';

const { Team, KeFu: K } = endpoints;

/** A cent of team earnings to the balance: what is left and the balance, answered and read back. */
export async function withdrawTeamEarnings({ c, who }: WriteContext) {
  const start = await c.check(Team.getWithdrawMoney, () => team.getWithdrawMoney());
  if (!start || !money(start.available).gt(start.min))
    return c.skip(Team.withdraw, `the team earnings are not above ${start?.min ?? 500}`);
  const me = await readMe(c);
  const body = { amount: CENT, pay_password: who.payPassword, request_id: newRequestId() };
  const done = await c.check(Team.withdraw, () => team.teamWithdraw(body));
  if (!done || !me) return;
  const left = money(start.available).minus(CENT);
  const balance = money(me.balance).plus(CENT);
  c.expect(Team.withdraw, left.eq(done.available), `available ${done.available}, not ${left}`);
  c.expect(Team.withdraw, balance.eq(done.balance), `balance ${done.balance}, not ${balance}`);
  const after = await c.check(Team.getWithdrawMoney, () => team.getWithdrawMoney());
  c.expect(
    Team.getWithdrawMoney,
    left.eq(after?.available ?? 0),
    `available ${after?.available}, not ${left}`,
  );
  const now = holding(await readMe(c), 'balance');
  c.expect(Team.withdraw, now.eq(balance), `balance read back ${now}, not ${balance}`);
}

/** A text to support: stored as the user's, and on the chat's first page read back. */
export async function writeToSupport({ c }: WriteContext) {
  const content = 'Hello, when will my parcel ship?';
  const sent = await c.check(K.send, () =>
    kefu.sendKefuMessage({ type: 'text', content, clientId: newRequestId() }),
  );
  if (!sent) return;
  c.expect(K.send, sent.from === 'user' && sent.content === content, `the message reads "${sent.content}"`);
  const chat = await c.check(K.list, () => kefu.getKefuMessages(page));
  const listed = chat?.list.some((each) => each.id === sent.id && each.content === content) ?? false;
  c.expect(K.list, listed, `message ${sent.id} is not on the chat's first page`);
}
