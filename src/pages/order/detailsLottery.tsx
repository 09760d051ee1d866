import { OrderDetailsPage } from './components/OrderDetailsPage';

/** `/pages/order/detailsLottery?id=<orderId>`: one draw order. */
export default function DetailsLotteryPage() {
  return <OrderDetailsPage kind="treasure" />;
}
