// /pages/wallet/pledge
export { default } from '../../features/staking/Staking';
