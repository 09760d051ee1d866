import { claimSellHandlers } from './claimSell';
import { giftHandlers } from './gift';
import { listHandlers } from './lists';
import { receivedHandlers } from './received';
import { shippingHandlers } from './shipping';

export const ordersHandlers = [
  ...listHandlers,
  ...claimSellHandlers,
  ...shippingHandlers,
  ...giftHandlers,
  ...receivedHandlers,
];
