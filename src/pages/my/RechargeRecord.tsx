// /pages/my/RechargeRecord
export { default } from '../../features/checkout/TopUpRecords';
