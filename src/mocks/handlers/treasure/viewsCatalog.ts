import type { Category, Comment, Goods, GoodsDetail } from '../../../api/draws/treasureTypes';
import type { LangValue } from '../../../api/types';
import { db } from '../../db';
import type { CategoryRow, CommentRow, GoodsRow } from '../../db/schema';
import { publicUserOf } from '../../db/users';

export const toCategory = (row: CategoryRow, lang: LangValue): Category => ({
  id: row.id,
  name: row.name[lang],
  icon: row.icon,
});

export const toGoods = (row: GoodsRow): Goods => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  thumbnail: row.thumbnail,
  price: row.price,
  points: row.points,
  originalPrice: row.originalPrice,
  stock: row.stock,
  sales: row.sales,
});

export const commentsOf = (goodsId: number): CommentRow[] =>
  db().comments.filter((c) => c.goodsId === goodsId);

/** The product with its pictures and its description in `lang` (the name stays as sold). */
export const toGoodsDetail = (row: GoodsRow, lang: LangValue): GoodsDetail => ({
  ...toGoods(row),
  images: row.images,
  describe: row.describe[lang],
  commentCount: commentsOf(row.id).length,
});

export const toComment = (row: CommentRow): Comment => ({
  ...publicUserOf(row.uid),
  id: row.id,
  content: row.content,
  images: row.images,
  createTime: row.createTime,
});
