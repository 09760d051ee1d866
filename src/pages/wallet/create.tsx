// /pages/wallet/create
export { default } from '../../features/wallet/CreateWallet';
