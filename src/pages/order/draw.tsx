import { OrderKindAddress } from './components/OrderKindAddress';

/** `/pages/order/draw`: the orders page on its treasure-box (draw) tab. */
export default function DrawOrdersPage() {
  return <OrderKindAddress kind="treasure" />;
}
