import type { HttpHandler } from 'msw';
import type { Method } from '../../../api/endpoints';
import { now } from '../../clock';
import { db } from '../../db';
import { closeExpiredIssues } from '../../db/expiry';
import { route, type Handler } from '../../util';

/**
 * A Treasure route: crowdfunding whose end time has passed is ended (and refunded) first, so every read
 * and every sale sees issues as they stand at the clock's "now".
 */
export const treasureRoute = (spec: `${Method} /${string}`, handler: Handler): HttpHandler =>
  route(spec, (ctx) => {
    closeExpiredIssues(db(), now());
    return handler(ctx);
  });
