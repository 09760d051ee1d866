import { db } from '../../db';
import type { TaskLogRow, TaskRow, UserRow } from '../../db/schema';
import { findAttempt, findTask } from './db/tasks';
import { idOf } from '../../rules/input';
import { CODE, ensure } from '../../http/route';

/** The task of that id, else "Task not found" (404); a malformed id finds none. */
export function findTaskOr404(id: unknown): TaskRow {
  const task = findTask(db(), idOf(id));
  ensure(task, 'taskNotFound', CODE.notFound);
  return task;
}

/** The user's attempt of that `log_id` and its task, else "Task not found" (404): another user's is not theirs. */
export function findAttemptOr404(user: UserRow, logId: unknown): { log: TaskLogRow; task: TaskRow } {
  const log = findAttempt(db(), user.uid, idOf(logId));
  const task = log ? findTask(db(), log.taskId) : undefined;
  ensure(log && task, 'taskNotFound', CODE.notFound);
  return { log, task };
}
