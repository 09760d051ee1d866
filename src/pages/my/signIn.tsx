// /pages/my/signIn
export { default } from '../../features/checkIn/CheckIn';
