// /pages/order/market
export { default } from '../../features/orders/MarketOrders';
