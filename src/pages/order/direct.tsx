import { OrderListPage } from './components/OrderListPage';

/** `/pages/order/direct`: the user's mall orders. */
export default function DirectOrdersPage() {
  return <OrderListPage kind="goods" />;
}
