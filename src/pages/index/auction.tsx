// /pages/index/auction
export { default } from '../../features/auctions/Auctions';
