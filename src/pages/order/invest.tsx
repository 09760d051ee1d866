import { OrderListPage } from './components/OrderListPage';

/** `/pages/order/invest`: the user's crowdfunding orders. */
export default function InvestOrdersPage() {
  return <OrderListPage kind="crowd" />;
}
