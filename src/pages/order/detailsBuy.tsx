import { OrderDetailsPage } from './components/OrderDetailsPage';

/** `/pages/order/detailsBuy?id=<orderId>`: one mall order. */
export default function DetailsBuyPage() {
  return <OrderDetailsPage kind="goods" />;
}
