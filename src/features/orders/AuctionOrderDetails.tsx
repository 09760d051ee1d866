import { OrderDetailsPage } from './OrderDetailsPage';

/** `/pages/order/auctionDetails?id=<orderId>`: one auction won. */
export default function AuctionOrderDetails() {
  return <OrderDetailsPage kind="auction" />;
}
