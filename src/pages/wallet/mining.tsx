// /pages/wallet/mining
export { default } from '../../features/mining/Mining';
