import type { CurrentTask } from '../../../../api/tasks/task';
import type { LangValue } from '../../../../api/types';
import { credit } from '../../../db/balances';
import { dayStart } from '../../../db/calendar';
import type { DbState, TaskLogRow, TaskRow, UserRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** Staff review a proof this long after it was sent (decision 0036: the fake clock's review). */
export const REVIEW_DELAY_MS = 60_000;

export const findTask = (state: DbState, id: number): TaskRow | undefined =>
  state.tasks.find((t) => t.id === id);

/** The user's attempt of that id; another user's is none of theirs. */
export const findAttempt = (state: DbState, uid: number, logId: number): TaskLogRow | undefined =>
  state.taskLogs.find((l) => l.id === logId && l.uid === uid);

/** The user's latest attempt at the task, whatever its day. */
const latestAttempt = (state: DbState, uid: number, taskId: number): TaskLogRow | undefined =>
  state.taskLogs.filter((l) => l.uid === uid && l.taskId === taskId).at(-1);

/**
 * The attempt the task shows the user at `time` (undefined: to do). A promotion task is done once, so its
 * latest attempt. A daily task starts over each server day: today's attempt, or an older one still waiting
 * for review or with its reward to collect; any other older one is past.
 */
export function shownAttempt(
  state: DbState,
  uid: number,
  task: TaskRow,
  time: number,
): TaskLogRow | undefined {
  const latest = latestAttempt(state, uid, task.id);
  if (!latest || task.type === 'promotion') return latest;
  const pending = latest.status === 2 || latest.status === 3;
  return latest.day === dayStart(time) || pending ? latest : undefined;
}

/** A new attempt, started at `time`, counted in that server day. */
export function startAttempt(
  state: DbState,
  uid: number,
  task: TaskRow,
  fields: Pick<TaskLogRow, 'status' | 'images' | 'video'>,
  time: number,
): TaskLogRow {
  const log: TaskLogRow = {
    id: takeId(state, 'taskLog'),
    taskId: task.id,
    uid,
    ...fields,
    submitTime: time,
    reviewAt: null,
    subRefusal: null,
    day: dayStart(time),
    collectTime: null,
  };
  state.taskLogs.push(log);
  return log;
}

/** The proof goes to review on `attempt` (after a rejection) or on a new attempt; staff review it a minute later. */
export function sendProof(
  state: DbState,
  uid: number,
  task: TaskRow,
  attempt: TaskLogRow | undefined,
  proof: { images: string[]; video: string },
  time: number,
): TaskLogRow {
  const log = attempt ?? startAttempt(state, uid, task, { status: 2, ...proof }, time);
  Object.assign(log, { status: 2, ...proof, submitTime: time, subRefusal: null });
  log.reviewAt = time + REVIEW_DELAY_MS;
  return log;
}

/** A promotion task's visit starts (again, on the same attempt when there is one), timed from `time`. */
export function startVisit(
  state: DbState,
  uid: number,
  task: TaskRow,
  attempt: TaskLogRow | undefined,
  time: number,
): TaskLogRow {
  const log = attempt ?? startAttempt(state, uid, task, { status: 1, images: [], video: '' }, time);
  log.status = 1;
  log.submitTime = time;
  return log;
}

/** Whether the visit lasted the task's `min_seconds` by `time` (the server's clock, not the client's timer). */
export const visitLongEnough = (task: TaskRow, log: TaskLogRow, time: number): boolean =>
  time - log.submitTime >= task.minSeconds * 1000;

/** The reward goes to the user's points or balance (a ledger line); the attempt reads collected. */
export function collectReward(
  state: DbState,
  user: UserRow,
  task: TaskRow,
  log: TaskLogRow,
  time: number,
): void {
  const why = { title: 'taskReward', params: { task: task.title } } as const;
  credit(state, user, task.rewardType, task.reward, why, time);
  log.status = 6;
  log.collectTime = time;
}

/** The task becomes the user's current one (UserInfo.task), with the attempt in hand. */
export function makeCurrent(user: UserRow, task: TaskRow, log: TaskLogRow | null): void {
  user.currentTask = {
    id: task.id,
    // read again from the task in the request's language when answered (currentTaskOf)
    describe: task.title.en_us,
    describeImg: task.describeImg,
    is_complete: 0,
    logId: log?.id ?? 0,
    sub_refusal: '',
    status: log?.status ?? 0,
  };
}

/**
 * The current task as the profile answers it at `time`: its title (`describe`) from the task, whether it is
 * complete and the staff's reason from its attempt as it stands now (a review on the clock changes them), texts
 * in `lang`; its state is the one the task list shows (an attempt of a past day the list no longer shows reads
 * "to do" again).
 */
export function currentTaskOf(
  state: DbState,
  user: UserRow,
  lang: LangValue,
  time: number,
): CurrentTask | null {
  const stored = user.currentTask;
  if (!stored) return null;
  const current = { ...stored, describe: findTask(state, stored.id)?.title[lang] ?? stored.describe };
  const log = findAttempt(state, user.uid, current.logId);
  if (!log) return { ...current, is_complete: 0, sub_refusal: '', status: 0 };
  const complete = log.status === 3 || log.status === 6;
  const task = findTask(state, current.id);
  const shown = task !== undefined && shownAttempt(state, user.uid, task, time) === log;
  return {
    ...current,
    is_complete: complete ? 1 : 0,
    sub_refusal: log.status === 4 ? (log.subRefusal?.[lang] ?? '') : '',
    status: shown ? log.status : 0,
  };
}
