// /pages/order/evaluate
export { default } from '../../features/orders/review/ReviewOrder';
