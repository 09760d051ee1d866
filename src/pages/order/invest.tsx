import { OrderKindAddress } from './components/OrderKindAddress';

/** `/pages/order/invest`: the orders page on its crowdfunding tab. */
export default function InvestOrdersPage() {
  return <OrderKindAddress kind="crowd" />;
}
