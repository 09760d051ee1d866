import type { HttpHandler } from 'msw';
import { baseHandlers } from './base';
import { messageHandlers } from './message';
import { ordersHandlers } from './orders';
import { profileHandlers } from './profile';
import { publicHandlers } from './public';
import { treasureHandlers } from './treasure';
import { usersHandlers } from './users';

/** Every HTTP handler of the fake backend; a new API group adds its array here. */
export const handlers: HttpHandler[] = [
  ...publicHandlers,
  ...baseHandlers,
  ...profileHandlers,
  ...usersHandlers,
  ...treasureHandlers,
  ...ordersHandlers,
  ...messageHandlers,
];
