import { amountIn, ASSET_NAMES } from '../../orders/orderTexts';
import { TASK_REFUSALS, type TaskRefusal } from '../taskTexts';
import { addNotice } from '../../../db/notices';
import type { DbState, TaskLogRow } from '../../../db/schema';
import { findTask } from './tasks';

/** The file name a proof's URL carries: an upload's `name=` parameter, or a URL's last path segment. */
export function proofFileName(url: string): string {
  if (url.startsWith('data:')) {
    const header = url.slice(5, url.indexOf(','));
    const named = header.split(';').find((part) => part.startsWith('name='));
    return named ? named.slice(5) : '';
  }
  try {
    const segment = new URL(url).pathname.split('/').at(-1) ?? '';
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The fake staff's verdict: a proof with "reject" in a file's name is rejected, any other approved. */
export function verdictOf(log: TaskLogRow): TaskRefusal | null {
  const urls = log.video === '' ? log.images : [...log.images, log.video];
  return urls.some((url) => /reject/i.test(proofFileName(url))) ? 'notShown' : null;
}

/**
 * Staff review the proof at `time`: approved (3, the reward to collect), or rejected (4) with `refusal`
 * as the reason; either way the user gets a notice that opens the task.
 */
export function reviewProof(
  state: DbState,
  log: TaskLogRow,
  refusal: TaskRefusal | null,
  time: number,
): void {
  const task = findTask(state, log.taskId);
  log.reviewAt = null;
  log.status = refusal ? 4 : 3;
  log.subRefusal = refusal ? TASK_REFUSALS[refusal] : null;
  if (!task) return;
  const about = { kind: refusal ? 'taskRejected' : 'taskApproved', refId: task.id } as const;
  const params = {
    task: task.title,
    reward: amountIn(String(task.reward), ASSET_NAMES[task.rewardType]),
    ...(refusal ? { reason: TASK_REFUSALS[refusal] } : {}),
  };
  addNotice(state, log.uid, about, params, time);
}

/** When staff next review a proof; null when none waits. */
export function nextReviewDue(state: DbState): number | null {
  return state.taskLogs.reduce<number | null>(
    (soonest, log) => (log.reviewAt === null ? soonest : Math.min(soonest ?? log.reviewAt, log.reviewAt)),
    null,
  );
}

/** Every proof whose review came due by `time` is reviewed, in the order it came due, each at its moment. */
export function reviewDueProofs(state: DbState, time: number): void {
  const due = state.taskLogs
    .filter((log) => log.status === 2 && log.reviewAt !== null && log.reviewAt <= time)
    .sort((a, b) => (a.reviewAt ?? 0) - (b.reviewAt ?? 0) || a.id - b.id);
  for (const log of due) reviewProof(state, log, verdictOf(log), log.reviewAt ?? time);
}
