import type { KefuContentType, KefuOrder } from '../../../api/messages/kefu';
import { now } from '../../clock';
import { db } from '../../db';
import { postUserMessage, toKefuMessage } from './db/kefu';
import type { UserRow } from '../../db/schema';
import { given, optionalOf } from '../../rules/input';
import { isImageUrl } from '../../rules/common';
import { CODE, ensure, ok, pageOf, reader, route, withAuth } from '../../http/route';
import { toOrder } from '../orders/views';

const TYPES: readonly KefuContentType[] = ['text', 'image', 'order'];
const MAX_TEXT = 140;

/**
 * The user's conversation with support, newest first (page 1 holds the newest); with `lastId`, every message
 * after that one instead, oldest first, in one answer (what a chat missed while its socket was down).
 */
const list = route(
  'GET /apiv2/KeFu/list',
  withAuth(({ user, fields }) => {
    const mine = db().kefu.filter((row) => row.uid === user.uid);
    if (given(fields.lastId)) {
      const lastId = Number(fields.lastId);
      ensure(Number.isInteger(lastId) && lastId >= 0, 'badRequest');
      const after = mine.filter((row) => row.id > lastId).sort((a, b) => a.id - b.id);
      return ok({ list: after.map(toKefuMessage), total: after.length });
    }
    const rows = mine.sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, toKefuMessage));
  }),
);

/** A client id: 1–64 letters, digits, dashes or underscores. */
const CLIENT_ID = /^[\w-]{1,64}$/;

/** The user's order of that number, as an order message shows it; someone else's is as unknown as none. */
function orderCard(user: UserRow, orderNo: string): KefuOrder {
  const row = db().orders.find((order) => order.uid === user.uid && order.orderNo === orderNo);
  ensure(row, 'orderNotFound', CODE.notFound);
  const { id, kind, goodsName, thumbnail, count, amount, payType, drawState, itemState } = toOrder(row);
  return { id, orderNo, kind, goodsName, thumbnail, count, amount, payType, drawState, itemState };
}

/**
 * A text of 1–140 characters, a picture uploaded through Profile/Upload, or one of the user's orders by its
 * number, stored as the user's message; the agent answers a few seconds later in the request's language
 * (db/kefu).
 */
const send = route(
  'POST /apiv2/KeFu/send',
  withAuth(({ user, fields, lang }) => {
    const type = optionalOf(fields.type, TYPES) ?? 'text';
    const content = reader<{ content: string }>(fields)('content').trim();
    const clientId = given(fields.clientId) ? String(fields.clientId) : undefined;
    ensure(clientId === undefined || CLIENT_ID.test(clientId), 'badRequest');
    if (type === 'text') ensure(content !== '' && Array.from(content).length <= MAX_TEXT, 'kefuTextInvalid');
    if (type === 'image') ensure(isImageUrl(content), 'kefuImageInvalid');
    const order = type === 'order' ? orderCard(user, content) : undefined;
    const message = { type, content, lang, clientId, order };
    return ok(toKefuMessage(postUserMessage(db(), user.uid, message, now())));
  }),
);

export const kefuHandlers = [list, send];
