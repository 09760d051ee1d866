// /pages/my/changePhone
export { default } from '../../features/account/ChangePhone';
