// /pages/wallet/transferTwo
export { default } from '../../features/wallet/send/WalletSend';
