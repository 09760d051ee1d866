// /pages/my/setPayPassword
export { default } from '../../features/account/PayPassword';
