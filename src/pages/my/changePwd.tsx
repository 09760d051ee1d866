// /pages/my/changePwd
export { default } from '../../features/account/ChangePassword';
