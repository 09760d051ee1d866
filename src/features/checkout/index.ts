// What the other features use of checkout; its screens are reached through their route files.
export { PayMethodCard, usePayMethod } from './PayMethodCard';
export { RechargeRecordList } from './RechargeRecordList';
export { ShortOfMoney } from './ShortOfMoney';
export { payTarget, useGoToPay } from './payUrl';
