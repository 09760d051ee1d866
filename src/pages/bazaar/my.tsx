// /pages/bazaar/my
export { default } from '../../features/bazaar/shop/MyShop';
