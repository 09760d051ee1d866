// /pages/index/index
export { default } from '../../features/store/home/Home';
