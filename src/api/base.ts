import { call } from './client';
import * as endpoints from './endpoints';
import { unread } from './schemas';

/** One page show: the route path and when it was entered and left (Unix ms). */
export interface VisitLog {
  path: string;
  enterAt: number;
  leaveAt: number;
}

export interface VisitLogRequest {
  logs: VisitLog[];
}

/*
 * The clear calls reset the signed-in user's check-in cycle, task progress and the server's cached site
 * settings; they send no fields. clearSign and clearWebset exist for demos and test tooling; clearTask also
 * dismisses the user's current task (the home page's card, or once its reward is collected: decision 0036).
 */
export const clearSign = () => call(endpoints.Base.clearSign, undefined, { answer: unread });
export const clearTask = () => call(endpoints.Base.clearTask, undefined, { answer: unread });
export const clearWebset = () => call(endpoints.Base.clearWebset, undefined, { answer: unread });

/** Visits are best effort: a failed batch must not toast over whatever the user is doing. */
export const sendVisitLogs = (logs: VisitLog[]) =>
  call(endpoints.Base.subscribeLog, { logs } satisfies VisitLogRequest, { answer: unread, silent: true });
