// /pages/my/transfer
export { default } from '../../features/balance/Transfer';
