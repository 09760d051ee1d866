// /pages/order/sell
export { default } from '../../features/orders/SellItem';
