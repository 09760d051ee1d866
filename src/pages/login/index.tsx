// /pages/login/index
export { default } from '../../features/login/Login';
