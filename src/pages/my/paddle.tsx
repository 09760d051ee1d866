// /pages/my/paddle
export { default } from '../../features/checkout/CardCheckout';
