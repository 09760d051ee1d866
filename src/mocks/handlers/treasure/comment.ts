import type { CommentRequest } from '../../../api/draws/treasure';
import { now } from '../../clock';
import { db, nextId } from '../../db';
import type { CommentRow } from '../../db/schema';
import { idOf } from '../../rules/input';
import { readImages } from '../../rules/common';
import { CODE, ensure, ok, reader, route, withAuth } from '../../http/route';
import { toComment } from './viewsCatalog';

export const COMMENT_MAX = 500;

/**
 * A review of an order the user holds and has received (of any kind: its goods is what is reviewed),
 * once per order, shown among the goods' comments.
 */
const comment = route(
  'POST /api/Treasure/Comment',
  withAuth(({ user, fields }) => {
    const order = db().orders.find((o) => o.id === idOf(fields.orderId) && o.uid === user.uid);
    ensure(order, 'orderNotFound', CODE.notFound);
    ensure(order.itemState === 'received', 'commentNotAllowed');
    ensure(!order.commented, 'commentExists');
    const content = reader<CommentRequest>(fields)('content').trim();
    ensure(content !== '', 'contentRequired');
    ensure([...content].length <= COMMENT_MAX, 'contentTooLong');
    const row: CommentRow = {
      id: nextId('comment'),
      uid: user.uid,
      goodsId: order.goodsId,
      orderId: order.id,
      content,
      images: readImages(fields.images),
      createTime: now(),
    };
    db().comments.push(row);
    order.commented = true;
    return ok(toComment(row), 'commentSuccess');
  }),
);

export const commentHandlers = [comment];
