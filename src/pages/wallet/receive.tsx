// /pages/wallet/receive
export { default } from '../../features/wallet/Receive';
