// /pages/my/partners
export { default } from '../../features/invite/Partners';
