// /pages/order/detailsLottery
export { default } from '../../features/orders/PrizeOrderDetails';
