// /pages/wallet/details
export { default } from '../../features/wallet/WalletDetails';
