// /pages/my/info
export { default } from '../../features/account/Profile';
