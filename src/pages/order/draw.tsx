// /pages/order/draw
export { default } from '../../features/orders/PrizeOrderAddress';
