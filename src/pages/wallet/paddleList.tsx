// /pages/wallet/paddleList
export { default } from '../../features/wallet/send/WalletTopUps';
