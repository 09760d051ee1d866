// /pages/bazaar/release
export { default } from '../../features/bazaar/shop/ShopRelease';
