import type { ProofType, TaskRewardType, TaskStatus, TaskType } from '../../../../api/tasks/task';
import type { Translations } from '../../treasure/db/schemaTreasure';

/**
 * A task of the catalogue (docs/api.md §10, decisions 0036 and 0049): the same for every user. Its title and
 * instructions are the server's own text, plain text stored in each of the six languages (served in the
 * request's).
 */
export interface TaskRow {
  id: number;
  type: TaskType;
  title: Translations;
  /** plain text, line breaks kept */
  describe: Translations;
  /** a stored picture path (src/mocks/media) or '' */
  describeImg: string;
  /** points are whole, balance has cents */
  reward: number;
  rewardType: TaskRewardType;
  /** a promotion task's page (https, a web view host); '' for daily tasks */
  url: string;
  /** a promotion task's shortest visit; 0 for daily tasks */
  minSeconds: number;
  /** what a daily task's proof is; 'image' (unused) for promotion tasks */
  proofType: ProofType;
}

/** An attempt has been started, so it is never "to do" (0): that is what a task without one reads. */
export type AttemptStatus = Exclude<TaskStatus, 0>;

/**
 * One user's attempt at one task (its `log_id`): a daily task's proof for one server day (sent again on the
 * same attempt after a rejection), or a promotion task's visit (started again on the same attempt).
 */
export interface TaskLogRow {
  id: number;
  taskId: number;
  uid: number;
  status: AttemptStatus;
  /** the proof: picture URLs, or one video URL ('' for none) */
  images: string[];
  video: string;
  /** when the proof was last sent, or the visit last started (`click_time`) */
  submitTime: number;
  /** when staff review the proof waiting for it (status 2); null otherwise */
  reviewAt: number | null;
  /** the staff's reason in every language while rejected (status 4); null otherwise */
  subRefusal: Translations | null;
  /** the start of the server day the attempt belongs to (a daily task starts over each day) */
  day: number;
  /** when the reward was collected (status 6) */
  collectTime: number | null;
}
