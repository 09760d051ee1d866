// /pages/wallet/pledgeOrder
export { default } from '../../features/staking/StakeOrders';
