import { OrderDetailsPage } from './components/OrderDetailsPage';

/** `/pages/order/detailsTally?id=<orderId>`: one crowdfunding order. */
export default function DetailsTallyPage() {
  return <OrderDetailsPage kind="crowd" />;
}
