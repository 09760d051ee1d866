import type { BazaarCurrency, BazaarOrderStatus, ListingStatus } from '../../../../api/goods/goods';

/**
 * A listing of the bazaar: a platform product (its name, category and picture) sold by a user at the
 * seller's price. Amounts are JSON numbers with at most 2 decimals, worked on through lib/money.
 */
export interface BazaarListingRow {
  id: number;
  sellerUid: number;
  goodsId: number;
  price: number;
  currency: BazaarCurrency;
  /** units on sale now: units in unpaid orders are held out of it and come back if the order is cancelled */
  stock: number;
  /** units sold and paid for */
  sales: number;
  /** the seller's HTML, stored as sent (the app shows it through DOMPurify) */
  description: string;
  /** the seller's pictures (stored paths or uploaded URLs); none: the product's picture is the cover */
  images: string[];
  status: ListingStatus;
  /** one-click listing: the user's order whose items it sells (that order is `listed`) */
  fromOrderId: number | null;
  createTime: number;
  /** when it was last published */
  publishTime: number | null;
}

/** An order of the bazaar. The recipient is copied from the buyer's approved address when it is placed. */
export interface BazaarOrderRow {
  id: number;
  orderNo: string;
  listingId: number;
  goodsId: number;
  /** the listing's cover when the order was placed */
  image: string;
  price: number;
  currency: BazaarCurrency;
  quantity: number;
  amount: number;
  buyerUid: number;
  sellerUid: number;
  recipientName: string;
  recipientPhone: string;
  address: string;
  courierNumber: string;
  status: BazaarOrderStatus;
  createTime: number;
  payDeadline: number;
  payTime: number | null;
  sendTime: number | null;
  autoReceiveTime: number | null;
  finishTime: number | null;
  cancelTime: number | null;
}
