// /pages/order/detailsTally
export { default } from '../../features/orders/CrowdOrderDetails';
