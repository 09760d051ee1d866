// /pages/order/unclaimed
export { default } from '../../features/orders/Unclaimed';
