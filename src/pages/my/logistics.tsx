// /pages/my/logistics
export { default } from '../../features/orders/shipping/Logistics';
