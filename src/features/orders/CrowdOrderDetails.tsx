import { OrderDetailsPage } from './OrderDetailsPage';

/** `/pages/order/detailsTally?id=<orderId>`: one crowdfunding order. */
export default function CrowdOrderDetails() {
  return <OrderDetailsPage kind="crowd" />;
}
