import type { NoticeKind } from '../../../../api/messages/message';
import type { DrawState, ItemState } from '../../../../api/orders/orders';
import type { RedeemSource } from '../../../../api/account/profile';
import type { Asset, OrderKind, PayType } from '../../../../api/shared';
import type { IssueKind, IssueStatus } from '../../../../api/draws/treasureTypes';
import type { LangValue } from '../../../../api/types';

/** A text in each of the six languages; the reader's `lang` picks one. */
export type Translations = Record<LangValue, string>;

export interface CategoryRow {
  id: number;
  name: Translations;
  /** the stored path of its picture (src/mocks/media) */
  icon: string;
}

export interface GoodsRow {
  id: number;
  categoryId: number;
  name: string;
  /** stored paths of pictures (src/mocks/media): the product's own first, then the gallery's others */
  thumbnail: string;
  images: string[];
  /** server HTML in each language (site content: the request's picks one); the name stays as sold */
  describe: Translations;
  price: number;
  /** 0: cannot be paid with points */
  points: number;
  originalPrice: number;
  stock: number;
  sales: number;
  createdAt: number;
}

/** What the draw decided; the winning order is the one whose numbers hold `winNumber`. */
export interface DrawRecord {
  winNumber: string;
  winnerUid: number;
  orderId: number;
  drawTime: number;
}

/** One round of a goods sold in units; name, pictures and prize value come from its goods. */
export interface IssueRow {
  id: number;
  kind: IssueKind;
  goodsId: number;
  /** 1 for the goods' first round of this kind, then counting up */
  round: number;
  issueNumber: string;
  unitPrice: number;
  unitPoints: number;
  totalUnits: number;
  soldUnits: number;
  minUnits: number;
  status: IssueStatus;
  openedAt: number;
  endTime: number | null;
  /** when it was drawn or ended undrawn */
  closedAt: number | null;
  result: DrawRecord | null;
}

/**
 * An order of any kind (ids come from one sequence, so they are unique across kinds). Goods name, picture,
 * issue number and winning number are read from the goods and issue rows when an order is shown.
 */
export interface OrderRow {
  id: number;
  orderNo: string;
  kind: OrderKind;
  uid: number;
  goodsId: number;
  /** treasure and crowd orders */
  issueId: number | null;
  count: number;
  /** what was paid, in balance or in points as `payType` says */
  amount: number;
  payType: PayType;
  payTime: number;
  /** the units hold the lottery numbers firstNumber … firstNumber + count − 1; null for goods orders */
  firstNumber: number | null;
  /** null for goods and auction orders */
  drawState: DrawState | null;
  /** null while the draw is pending and after a lost draw */
  itemState: ItemState | null;
  commented: boolean;
  remark: string;
  /** a crowdfunding that ended undrawn paid the amount back */
  refunded: boolean;
  /** paid towards `amount` before the order was claimed (a won auction's security deposit); else 0 */
  prepaid: number;
  /** the order these items were split off when part of it was gifted */
  splitFrom: number | null;
  /** the gift whose claim made this order */
  giftId: number | null;
  /** when the items left the user (recycled, sold or gifted); null while they are the user's */
  saleTime: number | null;
  /** what that credited: the recycle or sale price, 0 for a gift */
  saleAmount: number;
  createTime: number;
}

export interface CommentRow {
  id: number;
  uid: number;
  goodsId: number;
  orderId: number;
  content: string;
  images: string[];
  createTime: number;
}

/** A message of the user's system inbox, stored in all six languages so each reader sees their own. */
export interface NoticeRow {
  id: number;
  uid: number;
  kind: NoticeKind;
  /** what it is about (docs/api.md, GetMyNoticeList): an order, the address, a gift; null for nothing to open */
  refId: number | null;
  /** for an order: its kind, which picks the page that shows it; else null */
  refKind: OrderKind | null;
  title: Translations;
  content: Translations;
  read: boolean;
  createTime: number;
}

/** Where a visitor came from (Treasure/SetMark). */
export interface MarkRow {
  id: number;
  uid: number | null;
  r: string;
  channel: string;
  /** the user whose invitation code `r` is; null when it is nobody's */
  inviterUid: number | null;
  createTime: number;
}

export interface RedeemRow {
  id: number;
  uid: number;
  source: RedeemSource;
  title: string;
  asset: Asset;
  amount: number;
  /** points spent; 0 for codes */
  cost: number;
  createTime: number;
}

/** What a redeem_options entry (by id) credits; the public option only names it. */
export interface RedeemReward {
  optionId: number;
  asset: Asset;
  amount: number;
}
