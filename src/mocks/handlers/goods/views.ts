import type { BazaarListing, BazaarOrder } from '../../../api/goods/goods';
import { db } from '../../db';
import { imagesOf } from './db/bazaarListings';
import { goodsOf } from '../treasure/db/issues';
import type { BazaarListingRow, BazaarOrderRow } from '../../db/schema';
import { publicUserOf } from '../../db/users';

/** Name and category come from the platform product, the seller's name and avatar from the user: rows store ids. */
export function toListing(row: BazaarListingRow): BazaarListing {
  const state = db();
  const goods = goodsOf(state, row.goodsId);
  const seller = publicUserOf(row.sellerUid);
  return {
    id: row.id,
    goods_id: row.goodsId,
    name: goods.name,
    type: goods.categoryId,
    images: imagesOf(state, row),
    description: row.description,
    price: row.price,
    currency: row.currency,
    stock: row.stock,
    sales: row.sales,
    status: row.status,
    seller_uid: seller.uid,
    seller_name: seller.nickName,
    seller_avatar: seller.avatar,
    create_time: row.createTime,
    publish_time: row.publishTime,
  };
}

export function toBazaarOrder(row: BazaarOrderRow): BazaarOrder {
  return {
    id: row.id,
    order_no: row.orderNo,
    listing_id: row.listingId,
    goods_id: row.goodsId,
    name: goodsOf(db(), row.goodsId).name,
    image: row.image,
    price: row.price,
    currency: row.currency,
    quantity: row.quantity,
    amount: row.amount,
    buyer_uid: row.buyerUid,
    buyer_name: publicUserOf(row.buyerUid).nickName,
    seller_uid: row.sellerUid,
    seller_name: publicUserOf(row.sellerUid).nickName,
    recipient_name: row.recipientName,
    recipient_phone: row.recipientPhone,
    address: row.address,
    courier_number: row.courierNumber,
    status: row.status,
    create_time: row.createTime,
    pay_deadline: row.payDeadline,
    pay_time: row.payTime,
    send_time: row.sendTime,
    auto_receive_time: row.autoReceiveTime,
    finish_time: row.finishTime,
    cancel_time: row.cancelTime,
  };
}
