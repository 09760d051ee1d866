// /pages/my/bind
export { default } from '../../features/balance/withdrawal/WithdrawalAccount';
