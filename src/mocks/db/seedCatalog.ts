import { categoryIcon, goodsPicture, type Glyph } from './seedArt';
import { GOODS, type GoodsSpec } from './seedGoods';
import type { CategoryRow, GoodsRow, Translations } from './schema';

const CATEGORIES: { glyph: Glyph; hue: number; name: Translations }[] = [
  {
    glyph: 'digital',
    hue: 210,
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
    glyph: 'home',
    hue: 30,
    name: { zh_cn: '家居', en_us: 'Home', pt_br: 'Casa', ko_kr: '홈·리빙', ja_jp: 'ホーム', ru_ru: 'Дом' },
  },
  {
    glyph: 'beauty',
    hue: 330,
    name: { zh_cn: '美妆', en_us: 'Beauty', pt_br: 'Beleza', ko_kr: '뷰티', ja_jp: '美容', ru_ru: 'Красота' },
  },
  {
    glyph: 'food',
    hue: 100,
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
    glyph: 'jewelry',
    hue: 45,
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
    glyph: 'voucher',
    hue: 0,
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

/** Plain text of the spec only (never the name), with a little harmless markup the page must render. */
const describe = (spec: GoodsSpec): string =>
  `<p>${spec.summary}</p><ul>${spec.features.map((f) => `<li>${f}</li>`).join('')}</ul>` +
  '<p><strong>Genuine product</strong> · ships within 48 hours.</p>';

export function seedCategories(): CategoryRow[] {
  return CATEGORIES.map((c, index) => ({ id: index + 1, name: c.name, icon: categoryIcon(c.glyph, c.hue) }));
}

export function seedGoods(createdAt: number): GoodsRow[] {
  return GOODS.map((spec, index): GoodsRow => {
    const id = index + 1;
    const hue = (id * 47) % 360;
    const images = [0, 20, 40].map((shift) => goodsPicture(spec.glyph, (hue + shift) % 360));
    return {
      id,
      categoryId: CATEGORIES.findIndex((c) => c.glyph === spec.glyph) + 1,
      name: spec.name,
      thumbnail: images[0] ?? '',
      images,
      describe: describe(spec),
      price: spec.price,
      points: spec.points,
      originalPrice: spec.originalPrice,
      stock: spec.stock,
      sales: spec.sales,
      createdAt,
    };
  });
}
