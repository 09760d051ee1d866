/**
 * The signed-in user as GetMyProfile, ModifyProfile and the session grants answer it (docs/api.md §3), with the
 * task in hand it carries. A module of its own, importing no call, so the task group and the cache name these
 * shapes without importing the account's calls; account.ts re-exports them.
 */
import * as v from 'valibot';
import { dispensable } from '../schemas';

/**
 * 0 to do; 1 visiting (a promotion task's visit started); 2 waiting for review; 3 completed, the reward
 * waiting to be collected; 4 rejected (the staff's reason in `sub_refusal`: send a new proof); 5 no reward
 * (the visit was too short: start again); 6 completed, the reward collected.
 */
export const TaskStatus = v.picklist([0, 1, 2, 3, 4, 5, 6]);
export type TaskStatus = v.InferOutput<typeof TaskStatus>;

/** The task a user has in hand, as the base settings carry it (UserInfo.task; docs/decisions/0036-tasks.md). */
const CurrentTask = v.object({
  /** the Task's id: /pages/task/DoTasks?id= */
  id: v.number(),
  describe: v.string(),
  describeImg: v.string(),
  /** 1 once staff approved it or the visit was long enough */
  is_complete: v.picklist([0, 1]),
  logId: v.number(),
  /** the staff's reason when the proof was rejected, else '' */
  sub_refusal: v.string(),
  /** the attempt's state as the task list shows it (0 to do before the first attempt) */
  status: TaskStatus,
});
export type CurrentTask = v.InferOutput<typeof CurrentTask>;

export const UserInfo = v.object({
  uid: v.number(),
  avatar: v.string(),
  nickName: v.string(),
  balance: v.number(),
  integral: v.number(),
  totalDays: v.number(),
  address: v.string(),
  hasApprove: v.boolean(),
  phoneNumber: v.string(),
  phoneRegion: v.string(),
  recipientName: v.string(),
  recipientPhoneNumber: v.string(),
  recipientPhoneRegion: v.string(),
  signinDay: v.number(),
  isTeam: v.boolean(),
  isSeller: v.boolean(),
  trxBalance: v.number(),
  usdtBalance: v.number(),
  /** platform token balance shown on the user card */
  qcBalance: v.number(),
  /** the user's own invitation code */
  inviteCode: v.optional(v.string()),
  hasPayPassword: v.optional(v.boolean()),
  /** the USDT (TRC-20) address withdrawals are paid to; '' until bound (docs/decisions/0010) */
  withdrawAddress: v.optional(v.string()),
  /**
   * the task in hand (the base settings' current task), null when none (docs/decisions/0036-tasks.md); in
   * production one of another shape (a new state) reads as none, so it never stops a sign-in (decision 0096)
   */
  task: v.optional(dispensable(v.nullable(CurrentTask), null, 'task')),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;
