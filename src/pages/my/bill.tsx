// /pages/my/bill
export { default } from '../../features/balance/BalanceRecords';
