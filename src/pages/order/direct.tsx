// /pages/order/direct
export { default } from '../../features/orders/GoodsOrderAddress';
