// /pages/wallet/todayAdd
export { default } from '../../features/issuance/Issuance';
