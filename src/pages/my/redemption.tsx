// /pages/my/redemption
export { default } from '../../features/balance/RedeemCode';
