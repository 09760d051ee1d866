import type { RequestHandler } from 'msw';
import { callsHandler, type Call } from '../http/route';
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

/** Every call of the fake backend; a new API group adds its array here. */
export const calls: Call[] = [
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

/**
 * The fake backend's HTTP handlers: one that looks each call up by its method and path. Made when asked, not
 * at import: MSW notes the call stack a handler is made in, and at a module's top level that has V8 parse the
 * whole module again for its source positions (decision 0076).
 */
export const callHandlers = (): RequestHandler[] => [callsHandler(calls)];
