// /pages/cart/details
export { default } from '../../features/bazaar/ListingDetails';
