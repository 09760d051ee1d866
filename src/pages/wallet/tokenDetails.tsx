// /pages/wallet/tokenDetails
export { default } from '../../features/wallet/TokenDetails';
