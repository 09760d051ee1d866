import type { Task } from '../../../api/tasks/task';
import type { LangValue } from '../../../api/types';
import { now } from '../../clock';
import { db } from '../../db';
import type { TaskLogRow, TaskRow, UserRow } from '../../db/schema';
import { shownAttempt } from './db/tasks';

/** A task as one attempt leaves it (none: to do); its title, instructions and the staff's reason in `lang`. */
export function taskWith(row: TaskRow, log: TaskLogRow | undefined, lang: LangValue): Task {
  return {
    id: row.id,
    type: row.type,
    title: row.title[lang],
    describe: row.describe[lang],
    describe_img: row.describeImg,
    reward: row.reward,
    reward_type: row.rewardType,
    url: row.url,
    min_seconds: row.minSeconds,
    proof_type: row.proofType,
    status: log?.status ?? 0,
    log_id: log?.id ?? null,
    sub_refusal: log?.status === 4 ? (log.subRefusal?.[lang] ?? '') : '',
    images: log?.images ?? [],
    video: log?.video ?? '',
    submit_time: log?.submitTime ?? null,
  };
}

/** The task as `user` sees it now: with the attempt it shows them today (db/tasks `shownAttempt`). */
export const toTask = (row: TaskRow, user: UserRow, lang: LangValue): Task =>
  taskWith(row, shownAttempt(db(), user.uid, row, now()), lang);
