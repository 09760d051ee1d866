// /pages/wallet/index
export { default } from '../../features/wallet/Wallet';
