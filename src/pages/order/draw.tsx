import { OrderListPage } from './components/OrderListPage';

/** `/pages/order/draw`: the user's treasure-box (draw) orders. */
export default function DrawOrdersPage() {
  return <OrderListPage kind="treasure" />;
}
