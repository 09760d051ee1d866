// /pages/wallet/chart
export { default } from '../../features/issuance/IssuanceChartPage';
