// /pages/wallet/transfer
export { default } from '../../features/wallet/send/Withdraw';
