// /pages/order/invest
export { default } from '../../features/orders/CrowdOrderAddress';
