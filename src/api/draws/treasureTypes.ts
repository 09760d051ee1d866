/** Treasure group entities: the mall's goods, issues (treasure boxes and crowdfunding) and their people. */
import type { PublicUser } from '../account/account';

export interface Category {
  id: number;
  name: string;
  icon: string;
}

/** A mall product. */
export interface Goods {
  id: number;
  categoryId: number;
  name: string;
  thumbnail: string;
  /** price in balance */
  price: number;
  /** price in points; 0 = cannot be paid with points */
  points: number;
  originalPrice: number;
  stock: number;
  sales: number;
}

export interface GoodsDetail extends Goods {
  images: string[];
  /** server HTML */
  describe: string;
  commentCount: number;
}

/** An issue is one round of a goods: a treasure box (one-unit draw) or a crowdfunding (100 units minimum). */
export type IssueKind = 'treasure' | 'crowd';

/** 0 on sale, 1 sold out and waiting for the draw, 2 drawn, 3 ended without a draw (units refunded). */
export type IssueStatus = 0 | 1 | 2 | 3;

export interface Issue {
  id: number;
  kind: IssueKind;
  goodsId: number;
  name: string;
  thumbnail: string;
  issueNumber: string;
  unitPrice: number;
  /** price of one unit in points; 0 = balance only */
  unitPoints: number;
  totalUnits: number;
  soldUnits: number;
  /** smallest purchase: 1 for a treasure box, 100 for crowdfunding */
  minUnits: number;
  status: IssueStatus;
  /** crowdfunding deadline; null for treasure boxes */
  endTime: number | null;
}

/** The outcome shown once an issue is drawn. */
export interface DrawResult {
  winNumber: string;
  participants: number;
  totalUnits: number;
  /** units the signed-in user bought in this issue */
  boughtUnits: number;
  prizeValue: number;
  originalPrice: number;
  winner: PublicUser;
  drawTime: number;
}

export interface IssueDetail extends Issue {
  images: string[];
  describe: string;
  prizeValue: number;
  originalPrice: number;
  participants: number;
  myUnits: number;
  myNumbers: string[];
  result: DrawResult | null;
}

export interface NextIssue {
  id: number;
  issueNumber: string;
}

export interface Buyer extends PublicUser {
  units: number;
  buyTime: number;
}

export interface Comment extends PublicUser {
  id: number;
  content: string;
  images: string[];
  createTime: number;
}

export interface RankRow extends PublicUser {
  rank: number;
  /** units bought in the window */
  amount: number;
  winCount: number;
}

export interface Winner extends PublicUser {
  /** the drawn issue's id: its draw result is `/pages/index/draw?id=` */
  id: number;
  phoneRegion: string;
  /** full number: the page masks it */
  phoneNumber: string;
  goodsName: string;
  thumbnail: string;
  issueNumber: string;
  winNumber: string;
  prizeValue: number;
  drawTime: number;
}

/** One line of the home marquee: someone won or bought something. */
export interface ScrollEntry {
  nickName: string;
  goodsName: string;
  kind: 'win' | 'buy';
  time: number;
}
