import { mediaPath } from '../../../media/paths';
import { productDescription } from './goodsCopy';
import { days, type SeedClock } from '../../../db/seedClock';
import { GOODS, type CategoryKey } from './seedGoods';
import { NEW_ARRIVALS } from './seedNewArrivals';
import type { CategoryRow, GoodsRow, Translations } from '../../../db/schema';

const CATEGORIES: { key: CategoryKey; name: Translations }[] = [
  {
    key: 'digital',
    name: {
      zh_cn: '数码',
      en_us: 'Digital',
      pt_br: 'Eletrônicos',
      ko_kr: '디지털',
      ja_jp: 'デジタル',
      ru_ru: 'Электроника',
    },
  },
  {
    key: 'home',
    name: { zh_cn: '家居', en_us: 'Home', pt_br: 'Casa', ko_kr: '홈·리빙', ja_jp: 'ホーム', ru_ru: 'Дом' },
  },
  {
    key: 'beauty',
    name: { zh_cn: '美妆', en_us: 'Beauty', pt_br: 'Beleza', ko_kr: '뷰티', ja_jp: '美容', ru_ru: 'Красота' },
  },
  {
    key: 'food',
    name: {
      zh_cn: '美食',
      en_us: 'Food & Drink',
      pt_br: 'Alimentos e bebidas',
      ko_kr: '식품',
      ja_jp: '食品',
      ru_ru: 'Еда и напитки',
    },
  },
  {
    key: 'jewelry',
    name: {
      zh_cn: '珠宝腕表',
      en_us: 'Watches & Jewelry',
      pt_br: 'Relógios e joias',
      ko_kr: '시계·주얼리',
      ja_jp: '時計・ジュエリー',
      ru_ru: 'Часы и украшения',
    },
  },
  {
    key: 'voucher',
    name: {
      zh_cn: '卡券',
      en_us: 'Vouchers',
      pt_br: 'Vales',
      ko_kr: '상품권',
      ja_jp: '商品券',
      ru_ru: 'Сертификаты',
    },
  },
];

export function seedCategories(): CategoryRow[] {
  return CATEGORIES.map((c, index) => ({
    id: index + 1,
    name: c.name,
    icon: mediaPath(`category-${c.key}`),
  }));
}

/** After the product's own picture, the gallery shows the mall's two promises, as real shops do. */
const PROMISES = [mediaPath('promise-genuine'), mediaPath('promise-delivery')];

const CATALOG = [...GOODS, ...NEW_ARRIVALS];

/** One product listed every day and a half, the last one three days ago, in the order of the catalogue. */
export function seedGoods(clock: SeedClock): GoodsRow[] {
  return CATALOG.map((spec, index): GoodsRow => {
    const picture = mediaPath(spec.picture);
    return {
      id: index + 1,
      categoryId: CATEGORIES.findIndex((c) => c.key === spec.category) + 1,
      name: spec.name,
      thumbnail: picture,
      images: [picture, ...PROMISES],
      describe: productDescription(spec.picture),
      price: spec.price,
      points: spec.points,
      originalPrice: spec.originalPrice,
      stock: spec.stock,
      sales: spec.sales,
      createdAt: clock.ago(days(3 + 1.5 * (CATALOG.length - 1 - index))),
    };
  });
}
