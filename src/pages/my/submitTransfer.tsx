// /pages/my/submitTransfer
export { default } from '../../features/balance/TransferSend';
