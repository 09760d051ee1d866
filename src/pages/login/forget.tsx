// /pages/login/forget
export { default } from '../../features/login/ResetPassword';
