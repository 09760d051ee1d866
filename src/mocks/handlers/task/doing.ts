import type { CollectedReward, TaskVisit } from '../../../api/tasks/task';
import { MAX_PROOF_PICTURES } from '../../../api/tasks/rules/taskProof';
import { now } from '../../clock';
import { db } from '../../db';
import type { TaskRow } from '../../db/schema';
import { collectReward, makeCurrent, sendProof, shownAttempt, startVisit, visitLongEnough } from './db/tasks';
import { isImageUrl } from '../../rules/common';
import { CODE, ensure, ok, refuseKeeping, route, withAuth, type Fields } from '../../http/route';
import { findAttemptOr404, findTaskOr404 } from './lookups';
import { taskWith, toTask } from './views';

/** An http(s) URL with a host: what Profile/Upload answers for a video. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

/**
 * The proof the task asks for: 1–9 picture URLs and no video ("upload 1 to 9 screenshots"), or one video URL
 * and no pictures ("upload one video"). Pictures that are not a list of picture URLs are "invalid picture link".
 */
function readProof(task: TaskRow, fields: Fields): { images: string[]; video: string } {
  const images = fields.images ?? [];
  const video = fields.video ?? '';
  ensure(
    Array.isArray(images) && images.every((url) => typeof url === 'string' && isImageUrl(url)),
    'imageInvalid',
  );
  const pictures = images as string[];
  if (task.proofType === 'image') {
    ensure(video === '' && pictures.length >= 1 && pictures.length <= MAX_PROOF_PICTURES, 'taskProofImages');
    return { images: pictures, video: '' };
  }
  ensure(pictures.length === 0 && typeof video === 'string' && isWebUrl(video), 'taskProofVideo');
  return { images: [], video };
}

/**
 * A daily task's proof, to do or after a rejection: to review (staff answer a minute later on the clock), and
 * the task becomes the current one. One proof at a time; once completed, not again today.
 */
const submit = route(
  'POST /apiv2/Task/submit',
  withAuth(({ user, fields, lang }) => {
    const task = findTaskOr404(fields.id);
    ensure(task.type === 'daily', 'taskNeedsNoProof');
    const time = now();
    const attempt = shownAttempt(db(), user.uid, task, time);
    ensure(attempt?.status !== 2, 'taskInReview');
    ensure(attempt?.status !== 3 && attempt?.status !== 6, 'taskCompletedToday');
    const proof = readProof(task, fields);
    const log = sendProof(db(), user.uid, task, attempt, proof, time);
    makeCurrent(user, task, log);
    return ok(toTask(task, user, lang), 'proofSent');
  }),
);

/** A promotion task's visit starts (again after "no reward", or when the page was left open) and the task becomes the current one. */
const click = route(
  'POST /apiv2/Task/click',
  withAuth(({ user, fields }) => {
    const task = findTaskOr404(fields.id);
    ensure(task.type === 'promotion', 'taskNoPage');
    const time = now();
    const attempt = shownAttempt(db(), user.uid, task, time);
    ensure(attempt?.status !== 3 && attempt?.status !== 6, 'taskAlreadyCompleted');
    const log = startVisit(db(), user.uid, task, attempt, time);
    makeCurrent(user, task, log);
    const visit: TaskVisit = { log_id: log.id, click_time: log.submitTime, min_seconds: task.minSeconds };
    return ok(visit);
  }),
);

/**
 * The visit ends. Long enough by the server's clock: completed, the reward to collect. Too short: refused,
 * and the attempt reads "no reward" (the one refusal whose change stays: http/reply `refuseKeeping`).
 */
const complete = route(
  'POST /apiv2/Task/complete',
  withAuth(({ user, fields, lang }) => {
    const { log, task } = findAttemptOr404(user, fields.log_id);
    ensure(log.status === 1, 'visitNotStarted');
    if (!visitLongEnough(task, log, now())) {
      log.status = 5;
      return refuseKeeping(CODE.invalid, 'visitTooShort');
    }
    log.status = 3;
    return ok(taskWith(task, log, lang), 'visitDone');
  }),
);

/** A completed task's reward, once: to the points or the balance, with a ledger line. */
const receiving = route(
  'POST /apiv2/Task/receiving',
  withAuth(({ user, fields, lang }) => {
    const { log, task } = findAttemptOr404(user, fields.log_id);
    ensure(log.status !== 6, 'rewardAlreadyCollected');
    ensure(log.status === 3, 'taskNotCompleted');
    collectReward(db(), user, task, log, now());
    const result: CollectedReward = {
      balance: user.balance,
      integral: user.integral,
      task: toTask(task, user, lang),
    };
    return ok(result, 'rewardCollected');
  }),
);

export const doingHandlers = [submit, click, complete, receiving];
