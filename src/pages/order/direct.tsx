import { OrderKindAddress } from './components/OrderKindAddress';

/** `/pages/order/direct`: the orders page on its mall tab. */
export default function DirectOrdersPage() {
  return <OrderKindAddress kind="goods" />;
}
