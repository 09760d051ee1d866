import type { GiftKind, GiftStatus } from '../../../../api/messages/message';
import type { ShippingState } from '../../../../api/orders/orders';
import type { DeliveryMethod } from '../../../../api/account/profile';
import type { ReviewStatus } from '../../../../api/shared';
import type { Translations } from '../../treasure/db/schemaTreasure';

/** The user's one delivery address (one row per uid); every save puts it back under review. */
export interface AddressRow {
  uid: number;
  recipientName: string;
  recipientPhoneRegion: string;
  recipientPhoneNumber: string;
  address: string;
  deliveryMethod: DeliveryMethod;
  status: ReviewStatus;
  /** set when rejected */
  rejectReason: Translations | null;
  /** when it was last saved: the review decides ADDRESS_REVIEW_MS later */
  submittedAt: number;
}

/**
 * A shipping request. The recipient fields are copied from the address when it is made, so editing the
 * address later does not redirect a parcel already on its way.
 */
export interface ShipmentRow {
  id: number;
  uid: number;
  orderId: number;
  recipientName: string;
  recipientPhoneRegion: string;
  recipientPhoneNumber: string;
  address: string;
  deliveryMethod: DeliveryMethod;
  /** empty until shipped */
  courierNumber: string;
  status: ShippingState;
  createTime: number;
  shipTime: number | null;
  receiveTime: number | null;
}

/** A gift waiting in (or gone from) the receiver's gift box: an item of some goods, or balance or points. */
export interface GiftRow {
  id: number;
  senderUid: number;
  receiverUid: number;
  kind: GiftKind;
  /** item gifts only */
  goodsId: number | null;
  /** items, or the amount of balance or points */
  quantity: number;
  /**
   * Item gifts: what selling the items back credits, fixed when they were sent (a prize keeps a prize's
   * recycle price in anyone's hands). 0 for balance and points.
   */
  value: number;
  status: GiftStatus;
  createTime: number;
}
