import { OrderKindAddress } from './OrderKindAddress';

/** `/pages/order/invest`: the orders page on its crowdfunding tab. */
export default function CrowdOrderAddress() {
  return <OrderKindAddress kind="crowd" />;
}
