import { OrderDetailsPage } from './components/OrderDetailsPage';

/** `/pages/order/auctionDetails?id=<orderId>`: one auction won. */
export default function AuctionDetailsPage() {
  return <OrderDetailsPage kind="auction" />;
}
