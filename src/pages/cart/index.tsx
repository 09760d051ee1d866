// /pages/cart/index
export { default } from '../../features/bazaar/Market';
