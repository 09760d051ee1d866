// /pages/order/list
export { default } from '../../features/orders/Orders';
