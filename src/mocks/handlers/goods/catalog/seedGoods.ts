export type CategoryKey = 'digital' | 'home' | 'beauty' | 'food' | 'jewelry' | 'voucher';

export interface GoodsSpec {
  category: CategoryKey;
  name: string;
  /** its picture in src/mocks/media, without `.webp`; also the key of its description (texts/goodsCopy.ts) */
  picture: string;
  price: number;
  points: number;
  originalPrice: number;
  stock: number;
  sales: number;
}

/**
 * The mall's products (ids 1…, in this order; a higher id was listed later, and lists show the newest
 * first): global brands under their own names and goods of the six languages' countries under theirs, so
 * every script appears. Two awkward names sit low in every list: a very long one and one that is markup.
 * Some are payable with points, some not; one is sold out, one has 2 left.
 */
export const GOODS: GoodsSpec[] = [
  {
    category: 'digital',
    picture: 'iphone-16-pro',
    name: 'Apple iPhone 16 Pro 256GB',
    price: 8999,
    points: 0,
    originalPrice: 9999,
    stock: 20,
    sales: 134,
  },
  {
    category: 'digital',
    picture: 'redmi-buds',
    name: 'Redmi Buds 6 Active Wireless Earbuds',
    price: 99,
    points: 9900,
    originalPrice: 149,
    stock: 200,
    sales: 1820,
  },
  {
    category: 'digital',
    picture: 'jbl-flip-6',
    name: 'JBL Flip 6 Portable Speaker',
    price: 899,
    points: 0,
    originalPrice: 999,
    stock: 35,
    sales: 412,
  },
  {
    category: 'home',
    picture: 'robot-vacuum-s10',
    name: 'Xiaomi Robot Vacuum S10',
    price: 999,
    points: 0,
    originalPrice: 1299,
    stock: 15,
    sales: 88,
  },
  {
    category: 'home',
    picture: 'aspirador-robo',
    name: 'Aspirador Robô Turbo Limpeza Total',
    price: 459.9,
    points: 45_990,
    originalPrice: 599,
    stock: 40,
    sales: 63,
  },
  {
    category: 'home',
    picture: 'air-purifier',
    name:
      'Ultra-Quiet Multi-Functional Smart Air Purifier with HEPA H13 Filter, Night Mode and Real-Time ' +
      'Air Quality Display for Rooms up to 60 m²',
    price: 1299,
    points: 0,
    originalPrice: 1599,
    stock: 12,
    sales: 21,
  },
  {
    category: 'beauty',
    picture: 'sulwhasoo-essence',
    name: '설화수 윤조에센스 스페셜 세트',
    price: 99,
    points: 9900,
    originalPrice: 128,
    stock: 60,
    sales: 301,
  },
  {
    category: 'beauty',
    picture: 'shiseido-ultimune',
    name: '資生堂 アルティミューン セット',
    price: 89,
    points: 0,
    originalPrice: 120,
    stock: 30,
    sales: 77,
  },
  {
    category: 'beauty',
    picture: 'lip-balm',
    name: '<img src=x onerror=alert(1)>',
    price: 19.9,
    points: 1990,
    originalPrice: 29.9,
    stock: 0,
    sales: 45,
  },
  {
    category: 'food',
    picture: 'alenka-chocolate',
    name: 'Набор российского шоколада «Алёнка»',
    price: 39.9,
    points: 3990,
    originalPrice: 59,
    stock: 2,
    sales: 230,
  },
  {
    category: 'food',
    picture: 'wuchang-rice',
    name: '五常大米 5kg 礼盒',
    price: 69,
    points: 6900,
    originalPrice: 89,
    stock: 120,
    sales: 540,
  },
  {
    category: 'food',
    picture: 'cafe-cerrado',
    name: 'Café Especial do Cerrado Mineiro 1kg',
    price: 89,
    points: 0,
    originalPrice: 109,
    stock: 80,
    sales: 37,
  },
  {
    category: 'jewelry',
    picture: 'gold-pendant',
    name: '周大福 足金吊坠',
    price: 1999,
    points: 0,
    originalPrice: 2399,
    stock: 10,
    sales: 12,
  },
  {
    category: 'jewelry',
    picture: 'g-shock',
    name: 'Casio G-Shock GA-2100',
    price: 799,
    points: 0,
    originalPrice: 899,
    stock: 25,
    sales: 96,
  },
  {
    category: 'voucher',
    picture: 'qc-voucher',
    name: 'QC Mall 10 Balance Voucher',
    price: 10,
    points: 1000,
    originalPrice: 10,
    stock: 999,
    sales: 3021,
  },
  {
    category: 'voucher',
    picture: 'coffee-gift-card',
    name: 'Starbucks Gift Card 100',
    price: 100,
    points: 10_000,
    originalPrice: 100,
    stock: 300,
    sales: 890,
  },
  {
    category: 'voucher',
    picture: 'jd-e-card',
    name: 'JD E-Card 500',
    price: 500,
    points: 0,
    originalPrice: 500,
    stock: 100,
    sales: 120,
  },
];
