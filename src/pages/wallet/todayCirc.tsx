// /pages/wallet/todayCirc
export { default } from '../../features/issuance/Circulation';
