// /pages/wallet/paddle
export { default } from '../../features/wallet/send/WalletTopUp';
