// /pages/my/paymentCode
export { default } from '../../features/balance/PaymentCode';
