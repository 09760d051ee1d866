// /pages/bazaar/apply
export { default } from '../../features/bazaar/shop/ShopApply';
