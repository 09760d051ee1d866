// /pages/my/paddleList
export { default } from '../../features/checkout/CardPayments';
