// /pages/my/address
export { default } from '../../features/account/Addresses';
