import type { KefuContentType, KefuMessage, KefuOrder } from '../../../../api/messages/kefu';
import type { LangValue } from '../../../../api/types';
import { KEFU_PICTURE_REPLY, KEFU_TEXT_REPLIES, kefuOrderReply } from '../kefuReplies';
import type { DbState, KefuDueRow, KefuRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** Support answers each message this long after it was sent, on the fake clock. */
export const KEFU_REPLY_DELAY_MS = 3_000;

export const toKefuMessage = ({
  uid: _owner,
  clientId: _client,
  createTime,
  ...message
}: KefuRow): KefuMessage => ({
  ...message,
  create_time: createTime,
});

/**
 * Stores the user's message; the agent's reply, in `lang`, comes due KEFU_REPLY_DELAY_MS later. A message
 * sent again under a `clientId` already stored (a retry whose first answer was lost) is that message: nothing
 * is stored or answered twice. An order message keeps the order as it stands now (`order`).
 */
export function postUserMessage(
  state: DbState,
  uid: number,
  message: { type: KefuContentType; content: string; lang: LangValue; clientId?: string; order?: KefuOrder },
  time: number,
): KefuRow {
  const { type, content, lang, clientId, order } = message;
  const sent = clientId ? state.kefu.find((row) => row.uid === uid && row.clientId === clientId) : undefined;
  if (sent) return sent;
  const row: KefuRow = { id: takeId(state, 'kefu'), uid, from: 'user', type, content, createTime: time };
  if (order) row.order = order;
  if (clientId) row.clientId = clientId;
  state.kefu.push(row);
  state.kefuDue.push({ messageId: row.id, uid, lang, type, dueAt: time + KEFU_REPLY_DELAY_MS });
  return row;
}

/**
 * The canned replies in turn: the user's n-th text reply is the n-th of the list, round and round. A picture
 * has its own; an order is acknowledged by its number.
 */
function replyTo(state: DbState, due: KefuDueRow): string {
  if (due.type === 'image') return KEFU_PICTURE_REPLY[due.lang];
  if (due.type === 'order') {
    const message = state.kefu.find((row) => row.id === due.messageId);
    return kefuOrderReply(message?.content ?? '', due.lang);
  }
  const answered = state.kefu.filter((row) => row.uid === due.uid && row.from === 'staff').length;
  const reply = KEFU_TEXT_REPLIES[answered % KEFU_TEXT_REPLIES.length] ?? KEFU_TEXT_REPLIES[0];
  return reply[due.lang];
}

/**
 * Writes every reply due by `time`, at the time it came due, and forgets it was due: a reply is written
 * once, whichever gets there first (a request's catch-up or the reply timer, src/mocks/http/live.ts).
 */
export function answerDueMessages(state: DbState, time: number): void {
  const due = state.kefuDue.filter((row) => row.dueAt <= time).sort((a, b) => a.dueAt - b.dueAt);
  if (due.length === 0) return;
  state.kefuDue = state.kefuDue.filter((row) => row.dueAt > time);
  for (const row of due) {
    const content = replyTo(state, row);
    const id = takeId(state, 'kefu');
    state.kefu.push({ id, uid: row.uid, from: 'staff', type: 'text', content, createTime: row.dueAt });
  }
}

/** When the next reply comes due, if one is waiting. */
export function nextReplyDue(state: DbState): number | null {
  return state.kefuDue.reduce<number | null>(
    (soonest, row) => Math.min(soonest ?? row.dueAt, row.dueAt),
    null,
  );
}
