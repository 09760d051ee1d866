import { OrderKindAddress } from './OrderKindAddress';

/** `/pages/order/draw`: the orders page on its treasure-box (draw) tab. */
export default function PrizeOrderAddress() {
  return <OrderKindAddress kind="treasure" />;
}
