// /pages/wallet/exchangeList
export { default } from '../../features/wallet/send/WalletExchanges';
