import type { Auction, AuctionDetail } from '../../../api/auctions/auction';
import type { LangValue } from '../../../api/types';
import { now } from '../../clock';
import { db } from '../../db';
import { BIDS_SHOWN, bidsOf, depositOf, depositsOf } from './db/auctions';
import type { AuctionRow, UserRow } from '../../db/schema';
import { publicUserOf } from '../../db/users';

/** Whole seconds until `time`, rounded up (1 until it is reached), 0 once past. */
const secondsUntil = (time: number, from: number): number => Math.max(0, Math.ceil((time - from) / 1000));

function secondsLeft(row: AuctionRow, time: number): number {
  if (row.status === 0) return secondsUntil(row.startTime, time);
  return row.status === 1 ? secondsUntil(row.endTime, time) : 0;
}

/**
 * The auction as `viewer` sees it now: its thumbnail the first of the lot's pictures, the leader's name and avatar from the
 * user, the viewer's deposit ('none' for guests) and their order once they won it; `server_time` the clock's now.
 * Its description in `lang`; its name as written (the product's as sold, or the auction's own).
 */
export function toAuction(row: AuctionRow, viewer: UserRow | null, lang: LangValue): Auction {
  const state = db();
  const time = now();
  const leader = row.lastUid === 0 ? null : publicUserOf(row.lastUid);
  const deposit = viewer ? depositOf(state, row.id, viewer.uid) : undefined;
  const won = viewer !== null && row.status === 2 && row.lastUid === viewer.uid;
  return {
    id: row.id,
    goods_id: row.goodsId,
    name: row.name,
    thumbnail: row.images[0],
    describe: row.describe[lang],
    draw_number: row.drawNumber,
    starting_bid_price: row.startingBidPrice,
    evaluation_price: row.evaluationPrice,
    security_deposit: row.securityDeposit,
    last_price: row.lastPrice,
    last_uid: row.lastUid,
    avatar: leader?.avatar ?? '',
    nick_name: leader?.nickName ?? '',
    participants: depositsOf(state, row.id).length,
    start_time: row.startTime,
    end_time: row.endTime,
    seconds: secondsLeft(row, time),
    status: row.status,
    server_time: time,
    deposit_state: deposit?.state ?? 'none',
    order_id: won ? row.orderId : null,
  };
}

/** With the lot's pictures and the latest bids, each bidder as stored (the app masks names). */
export function toAuctionDetail(row: AuctionRow, viewer: UserRow | null, lang: LangValue): AuctionDetail {
  const state = db();
  const bids = bidsOf(state, row.id)
    .slice(0, BIDS_SHOWN)
    .map((bid) => {
      const bidder = publicUserOf(bid.uid);
      return {
        uid: bid.uid,
        nick_name: bidder.nickName,
        avatar: bidder.avatar,
        price: bid.price,
        create_time: bid.createTime,
      };
    });
  return { ...toAuction(row, viewer, lang), images: row.images, bids };
}
