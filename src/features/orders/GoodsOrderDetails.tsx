import { OrderDetailsPage } from './OrderDetailsPage';

/** `/pages/order/detailsBuy?id=<orderId>`: one mall order. */
export default function GoodsOrderDetails() {
  return <OrderDetailsPage kind="goods" />;
}
