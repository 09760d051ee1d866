// /pages/login/tiktok
export { default } from '../../features/login/TiktokLogin';
