// /pages/wallet/exchange
export { default } from '../../features/wallet/send/WalletExchange';
