// /pages/index/winList
export { default } from '../../features/draws/Winners';
