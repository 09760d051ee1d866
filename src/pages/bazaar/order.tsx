// /pages/bazaar/order
export { default } from '../../features/bazaar/shop/ShopOrders';
