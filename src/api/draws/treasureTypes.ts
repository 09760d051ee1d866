/** Treasure group entities: the mall's goods, issues (treasure boxes and crowdfunding) and their people. */
import * as v from 'valibot';
import { maybeTime, time } from '../schemas';
import { PublicUser } from '../shared';

/*
 * The answers' shapes as valibot schemas (docs/decisions/0093), their types inferred under the same names; a
 * module that only names the types imports nothing of valibot.
 */

export const Category = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.string(),
});
export type Category = v.InferOutput<typeof Category>;

/** A mall product. */
export const Goods = v.object({
  id: v.number(),
  categoryId: v.number(),
  name: v.string(),
  thumbnail: v.string(),
  /** price in balance */
  price: v.number(),
  /** price in points; 0 = cannot be paid with points */
  points: v.number(),
  originalPrice: v.number(),
  stock: v.number(),
  sales: v.number(),
});
export type Goods = v.InferOutput<typeof Goods>;

export const GoodsDetail = v.object({
  ...Goods.entries,
  images: v.array(v.string()),
  /** server HTML */
  describe: v.string(),
  commentCount: v.number(),
});
export type GoodsDetail = v.InferOutput<typeof GoodsDetail>;

/** An issue is one round of a goods: a treasure box (one-unit draw) or a crowdfunding (100 units minimum). */
export const IssueKind = v.picklist(['treasure', 'crowd']);
export type IssueKind = v.InferOutput<typeof IssueKind>;

/** 0 on sale, 1 sold out and waiting for the draw, 2 drawn, 3 ended without a draw (units refunded). */
export const IssueStatus = v.picklist([0, 1, 2, 3]);
export type IssueStatus = v.InferOutput<typeof IssueStatus>;

export const Issue = v.object({
  id: v.number(),
  kind: IssueKind,
  goodsId: v.number(),
  name: v.string(),
  thumbnail: v.string(),
  issueNumber: v.string(),
  unitPrice: v.number(),
  /** price of one unit in points; 0 = balance only */
  unitPoints: v.number(),
  totalUnits: v.number(),
  soldUnits: v.number(),
  /** smallest purchase: 1 for a treasure box, 100 for crowdfunding */
  minUnits: v.number(),
  status: IssueStatus,
  /** crowdfunding deadline; null for treasure boxes */
  endTime: maybeTime,
});
export type Issue = v.InferOutput<typeof Issue>;

/** The outcome shown once an issue is drawn. */
export const DrawResult = v.object({
  winNumber: v.string(),
  participants: v.number(),
  totalUnits: v.number(),
  /** units the signed-in user bought in this issue */
  boughtUnits: v.number(),
  prizeValue: v.number(),
  originalPrice: v.number(),
  winner: PublicUser,
  drawTime: time,
});
export type DrawResult = v.InferOutput<typeof DrawResult>;

export const IssueDetail = v.object({
  ...Issue.entries,
  images: v.array(v.string()),
  describe: v.string(),
  prizeValue: v.number(),
  originalPrice: v.number(),
  participants: v.number(),
  myUnits: v.number(),
  myNumbers: v.array(v.string()),
  result: v.nullable(DrawResult),
});
export type IssueDetail = v.InferOutput<typeof IssueDetail>;

export const NextIssue = v.object({
  id: v.number(),
  issueNumber: v.string(),
});
export type NextIssue = v.InferOutput<typeof NextIssue>;

export const Buyer = v.object({
  ...PublicUser.entries,
  units: v.number(),
  buyTime: time,
});
export type Buyer = v.InferOutput<typeof Buyer>;

export const Comment = v.object({
  ...PublicUser.entries,
  id: v.number(),
  content: v.string(),
  images: v.array(v.string()),
  createTime: time,
});
export type Comment = v.InferOutput<typeof Comment>;

export const RankRow = v.object({
  ...PublicUser.entries,
  rank: v.number(),
  /** units bought in the window */
  amount: v.number(),
  winCount: v.number(),
});
export type RankRow = v.InferOutput<typeof RankRow>;

export const Winner = v.object({
  ...PublicUser.entries,
  /** the drawn issue's id: its draw result is `/pages/index/draw?id=` */
  id: v.number(),
  phoneRegion: v.string(),
  /** full number: the page masks it */
  phoneNumber: v.string(),
  goodsName: v.string(),
  thumbnail: v.string(),
  issueNumber: v.string(),
  winNumber: v.string(),
  prizeValue: v.number(),
  drawTime: time,
});
export type Winner = v.InferOutput<typeof Winner>;

/** One line of the home marquee: someone won or bought something. */
export const ScrollEntry = v.object({
  nickName: v.string(),
  goodsName: v.string(),
  kind: v.picklist(['win', 'buy']),
  time,
});
export type ScrollEntry = v.InferOutput<typeof ScrollEntry>;
