import { OrderDetailsPage } from './OrderDetailsPage';

/** `/pages/order/detailsLottery?id=<orderId>`: one draw order. */
export default function PrizeOrderDetails() {
  return <OrderDetailsPage kind="treasure" />;
}
