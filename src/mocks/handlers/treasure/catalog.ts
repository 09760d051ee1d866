import type { GoodsListQuery } from '../../../api/draws/treasure';
import { db } from '../../db';
import { optionalId } from '../../rules/input';
import { ok, pageOf, reader, route } from '../../http/route';
import { findGoods } from './lookups';
import { commentsOf, toCategory, toComment, toGoods, toGoodsDetail } from './viewsCatalog';

const newestFirst = <T extends { id: number; createdAt: number }>(a: T, b: T) =>
  b.createdAt - a.createdAt || b.id - a.id;

const getCategoryList = route('GET /api/Treasure/GetCategoryList', ({ lang }) =>
  ok(db().categories.map((row) => toCategory(row, lang))),
);

/** Optional category and keyword (any part of the name, any case). */
const getGoodsList = route('GET /api/Treasure/GetGoodsList', ({ fields }) => {
  const categoryId = optionalId(fields.categoryId);
  const keyword = reader<GoodsListQuery>(fields)('keyword').trim().toLowerCase();
  const rows = db()
    .goods.filter((g) => categoryId === undefined || g.categoryId === categoryId)
    .filter((g) => keyword === '' || g.name.toLowerCase().includes(keyword))
    .sort(newestFirst);
  return ok(pageOf(rows, fields, toGoods));
});

const getGoodsInfo = route('GET /api/Treasure/GetGoodsInfo', ({ fields, lang }) =>
  ok(toGoodsDetail(findGoods(fields.id), lang)),
);

const getComments = route('GET /api/Treasure/GetComments', ({ fields }) => {
  const goods = findGoods(fields.goodsId);
  const rows = commentsOf(goods.id).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
  return ok(pageOf(rows, fields, toComment));
});

export const catalogHandlers = [getCategoryList, getGoodsList, getGoodsInfo, getComments];
