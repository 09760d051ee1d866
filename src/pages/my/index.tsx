// /pages/my/index
export { default } from '../../features/me/Me';
