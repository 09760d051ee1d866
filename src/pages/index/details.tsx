// /pages/index/details
export { default } from '../../features/store/ProductDetails';
