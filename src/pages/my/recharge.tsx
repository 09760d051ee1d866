// /pages/my/recharge
export { default } from '../../features/checkout/TopUp';
