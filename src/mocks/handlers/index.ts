import type { HttpHandler } from 'msw';
import { auctionHandlers } from './auction';
import { baseHandlers } from './base';
import { deviceHandlers } from './device';
import { goodsHandlers } from './goods';
import { kefuHandlers } from './kefu';
import { messageHandlers } from './message';
import { miningHandlers } from './mining';
import { ordersHandlers } from './orders';
import { paymentHandlers } from './payment';
import { profileHandlers } from './profile';
import { publicHandlers } from './public';
import { stakeHandlers } from './stakes';
import { taskHandlers } from './task';
import { teamHandlers } from './team';
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
  ...stakeHandlers,
  ...miningHandlers,
  ...deviceHandlers,
  ...teamHandlers,
  ...kefuHandlers,
  ...goodsHandlers,
  ...auctionHandlers,
  ...taskHandlers,
];
