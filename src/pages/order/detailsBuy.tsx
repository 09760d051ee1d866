// /pages/order/detailsBuy
export { default } from '../../features/orders/GoodsOrderDetails';
