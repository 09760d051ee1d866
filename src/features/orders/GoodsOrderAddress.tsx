import { OrderKindAddress } from './OrderKindAddress';

/** `/pages/order/direct`: the orders page on its mall tab. */
export default function GoodsOrderAddress() {
  return <OrderKindAddress kind="goods" />;
}
