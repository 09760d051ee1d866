// /pages/my/ChangeNickname
export { default } from '../../features/account/ChangeNickname';
