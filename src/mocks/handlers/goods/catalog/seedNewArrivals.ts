import type { GoodsSpec } from './seedGoods';

/**
 * The products listed last (ids 18…, in this order): the first cards of the store, whose lists show the
 * newest first, so they are what a visitor sees first.
 */
export const NEW_ARRIVALS: GoodsSpec[] = [
  {
    category: 'voucher',
    picture: 'apple-gift-card',
    name: 'Apple Gift Card 200',
    price: 200,
    points: 20_000,
    originalPrice: 200,
    stock: 150,
    sales: 264,
  },
  {
    category: 'jewelry',
    picture: 'charm-bracelet',
    name: 'Pandora Moments Snake Chain Bracelet',
    price: 599,
    points: 0,
    originalPrice: 699,
    stock: 40,
    sales: 58,
  },
  {
    category: 'home',
    picture: 'cast-iron-pot',
    name: 'Le Creuset Signature Round Casserole 24 cm',
    price: 1890,
    points: 0,
    originalPrice: 2290,
    stock: 18,
    sales: 41,
  },
  {
    category: 'food',
    picture: 'shin-ramyun',
    name: '농심 신라면 멀티팩 20봉',
    price: 59,
    points: 5_900,
    originalPrice: 79,
    stock: 300,
    sales: 1_260,
  },
  {
    category: 'beauty',
    picture: 'mac-lipstick',
    name: 'MAC Matte Lipstick Ruby Woo',
    price: 170,
    points: 17_000,
    originalPrice: 190,
    stock: 90,
    sales: 733,
  },
  {
    category: 'digital',
    picture: 'sony-headphones',
    name: 'Sony WH-1000XM5 Wireless Headphones',
    price: 2499,
    points: 0,
    originalPrice: 2999,
    stock: 30,
    sales: 187,
  },
  {
    category: 'digital',
    picture: 'switch-oled',
    name: 'Nintendo Switch OLED',
    price: 2099,
    points: 0,
    originalPrice: 2599,
    stock: 25,
    sales: 96,
  },
];
