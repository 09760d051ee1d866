import { now } from '../clock';
import { db, nextId } from '../db';
import { seedDb } from '../db/seed';
import { ensure, ok, route, withAuth, type Fields } from '../http/route';

export const MAX_LOGS_PER_CALL = 50;
/** Oldest visits are dropped past this, so the persisted state stays small (the browser's store, decision 0087). */
export const MAX_STORED_VISITS = 2_000;
const MAX_PATH_LENGTH = 500;

/** One page visit as the client reports it: times are epoch milliseconds. */
export interface VisitLog {
  path: string;
  enterAt: number;
  leaveAt: number;
}

const isVisitLog = (value: unknown): value is VisitLog => {
  if (typeof value !== 'object' || value === null) return false;
  const { path, enterAt, leaveAt } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    path.length <= MAX_PATH_LENGTH &&
    typeof enterAt === 'number' &&
    typeof leaveAt === 'number' &&
    Number.isFinite(enterAt) &&
    Number.isFinite(leaveAt) &&
    enterAt >= 0 &&
    leaveAt >= enterAt
  );
};

function readLogs(fields: Fields): VisitLog[] {
  const { logs } = fields;
  ensure(
    Array.isArray(logs) && logs.length >= 1 && logs.length <= MAX_LOGS_PER_CALL && logs.every(isVisitLog),
    'logsInvalid',
  );
  return logs;
}

/** Guests' visits count too (uid null): the token is optional here. */
const subscribeLog = route('POST /api/Base/subscribeLog', ({ fields, user }) => {
  const logs = readLogs(fields);
  const state = db();
  const receivedAt = now();
  for (const log of logs) {
    state.visits.push({ id: nextId('visit'), uid: user?.uid ?? null, ...log, receivedAt });
  }
  state.visits = state.visits.slice(-MAX_STORED_VISITS);
  return ok(null);
});

const clearSign = route(
  'POST /api/Base/clearSign',
  withAuth(({ user }) => {
    user.signinDay = 0;
    user.lastCheckInAt = null;
    return ok(null);
  }),
);

const clearTask = route(
  'POST /api/Base/clearTask',
  withAuth(({ user }) => {
    user.currentTask = null;
    return ok(null);
  }),
);

const clearWebset = route(
  'POST /api/Base/clearWebset',
  withAuth(() => {
    db().config = seedDb().config;
    return ok(null);
  }),
);

export const baseHandlers = [subscribeLog, clearSign, clearTask, clearWebset];
