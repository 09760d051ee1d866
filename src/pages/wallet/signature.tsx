// /pages/wallet/signature
export { default } from '../../features/wallet/Signature';
