// /pages/order/auction
export { default } from '../../features/orders/AuctionOrders';
