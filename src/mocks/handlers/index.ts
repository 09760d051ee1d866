import type { HttpHandler } from 'msw';
import { auctionHandlers } from './auction';
import { baseHandlers } from './base';
import { goodsHandlers } from './goods';
import { kefuHandlers } from './kefu';
import { messageHandlers } from './message';
import { ordersHandlers } from './orders';
import { paymentHandlers } from './payment';
import { profileHandlers } from './profile';
import { publicHandlers } from './public';
import { taskHandlers } from './task';
import { treasureHandlers } from './treasure';
import { usersHandlers } from './users';
import { walletHandlers } from './wallet';

/** Every HTTP handler of the fake backend; a new API group adds its array here. */
export const handlers: HttpHandler[] = [
  ...publicHandlers,
  ...baseHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...treasureHandlers,
  ...ordersHandlers,
  ...messageHandlers,
  ...paymentHandlers,
  ...walletHandlers,
  ...kefuHandlers,
  ...goodsHandlers,
  ...auctionHandlers,
  ...taskHandlers,
];
