import type { Gift, GiftDirection } from '../../../api/messages/message';
import { optionalOf } from '../../rules/input';
import type { LangValue } from '../../../api/types';
import { db } from '../../db';
import { goodsOfGift, isMoneyGift } from './db/gifts';
import type { GiftRow } from '../../db/schema';
import { publicUserOf } from '../../db/users';
import { ASSET_NAMES } from '../orders/orderTexts';
import { ok, pageOf, route, withAuth } from '../../http/route';

/** Balance and points are named in the reader's language; items are their goods. */
function whatOf(row: GiftRow, lang: LangValue): Pick<Gift, 'title' | 'thumbnail'> {
  if (isMoneyGift(row)) return { title: ASSET_NAMES[row.kind][lang], thumbnail: '' };
  const goods = goodsOfGift(db(), row);
  return { title: goods.name, thumbnail: goods.thumbnail };
}

function toGift(row: GiftRow, lang: LangValue): Gift {
  const sender = publicUserOf(row.senderUid);
  const receiver = publicUserOf(row.receiverUid);
  return {
    id: row.id,
    senderId: sender.uid,
    senderName: sender.nickName,
    senderAvatar: sender.avatar,
    receiverId: receiver.uid,
    receiverName: receiver.nickName,
    receiverAvatar: receiver.avatar,
    kind: row.kind,
    ...whatOf(row, lang),
    quantity: row.quantity,
    recyclePrice: row.value,
    status: row.status,
    createTime: row.createTime,
  };
}

const DIRECTIONS: readonly GiftDirection[] = ['received', 'sent'];

/** The gifts the user received (or, with `direction=sent`, sent), whatever became of them, newest first. */
const getGiftsList = route(
  'GET /api/Message/GetGiftsList',
  withAuth(({ user, fields, lang }) => {
    const direction = optionalOf(fields.direction, DIRECTIONS) ?? 'received';
    const rows = db()
      .gifts.filter((g) => (direction === 'sent' ? g.senderUid : g.receiverUid) === user.uid)
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, (row) => toGift(row, lang)));
  }),
);

export const giftListHandlers = [getGiftsList];
