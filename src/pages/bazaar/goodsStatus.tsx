// /pages/bazaar/goodsStatus
export { default } from '../../features/bazaar/shop/ShopListing';
