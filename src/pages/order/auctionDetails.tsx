// /pages/order/auctionDetails
export { default } from '../../features/orders/AuctionOrderDetails';
