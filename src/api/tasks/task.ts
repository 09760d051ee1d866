import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { accountKeys, meQuery } from '../account/account';
import { clearTask } from '../base';
import { invalidate, patchMe } from '../cache';
import { call, type CallOptions } from '../client';
import * as endpoints from '../endpoints';
import { pagedQuery } from '../paging';
import { profileKeys } from '../account/profileKeys';
import { Balances } from '../shared';
import { maybeTime, pageOf, time } from '../schemas';
import { useSession } from '../../stores/session';
import { TaskStatus } from '../account/userTypes';
import type { PageQuery } from '../types';

/**
 * daily: done once a day with a proof (screenshots or a video), reviewed by staff; promotion: open a page
 * and stay on it at least `min_seconds` (docs/decisions/0036-tasks.md).
 */
const TaskType = v.picklist(['daily', 'promotion']);
export type TaskType = v.InferOutput<typeof TaskType>;

export const TASK_TODO = 0;
export const TASK_VISITING = 1;
export const TASK_IN_REVIEW = 2;
export const TASK_COMPLETED = 3;
export const TASK_REJECTED = 4;
export const TASK_NO_REWARD = 5;
export const TASK_COLLECTED = 6;

/** What a daily task's proof is: 1–9 screenshots, or one video of at most 60 s. */
const ProofType = v.picklist(['image', 'video']);
export type ProofType = v.InferOutput<typeof ProofType>;

const TaskRewardType = v.picklist(['points', 'balance']);
export type TaskRewardType = v.InferOutput<typeof TaskRewardType>;

export { MAX_PROOF_PICTURES, MAX_PROOF_VIDEO_BYTES, MAX_PROOF_VIDEO_SECONDS } from './rules/taskProof';

export type { CurrentTask, TaskStatus } from '../account/userTypes';

const Task = v.object({
  id: v.number(),
  type: TaskType,
  title: v.string(),
  /** the instructions, plain text (line breaks kept) */
  describe: v.string(),
  /** a picture for the instructions, or '' */
  describe_img: v.string(),
  /** decimal: points are whole, balance has cents */
  reward: v.number(),
  reward_type: TaskRewardType,
  /** the page a promotion task opens (https, one of the web view's hosts); '' for daily tasks */
  url: v.string(),
  /** how long a promotion task's visit must last; 0 for daily tasks */
  min_seconds: v.number(),
  /** daily tasks: what the proof is; promotion tasks: 'image' (unused) */
  proof_type: ProofType,
  status: TaskStatus,
  /** this user's current attempt (today's, for a daily task); null before the first */
  log_id: v.nullable(v.number()),
  sub_refusal: v.string(),
  /** the proof sent with the attempt (status 2, 3, 4, 6 of a daily task), else [] and '' */
  images: v.array(v.string()),
  video: v.string(),
  /** ms, server clock: when the attempt was sent for review or the visit started; null before */
  submit_time: maybeTime,
});
export type Task = v.InferOutput<typeof Task>;

export interface TaskListQuery extends PageQuery {
  type?: TaskType;
  /** one task (DoTasks): a page of it alone, or an empty page when there is no such task */
  id?: number;
}

const TaskVisit = v.object({
  log_id: v.number(),
  /** ms, server clock: the visit is timed from here */
  click_time: time,
  min_seconds: v.number(),
});
export type TaskVisit = v.InferOutput<typeof TaskVisit>;

export interface SubmitTaskRequest {
  id: number;
  /** URLs from Profile/Upload: 1–9 screenshots for an image proof (and no video) */
  images: string[];
  /** one video URL from Profile/Upload for a video proof (and no images) */
  video?: string;
}

const CollectedReward = v.object({ ...Balances.entries, task: Task });
export type CollectedReward = v.InferOutput<typeof CollectedReward>;

const T = endpoints.Task;
const TaskRows = pageOf(Task);

export const getTaskList = (query: TaskListQuery) => call(T.list, { ...query }, { answer: TaskRows });
/** Starts (or restarts) a promotion task's visit. */
export const clickTask = (id: number) => call(T.click, { id }, { answer: TaskVisit });
/** Ends the visit: the task, completed, or the refusal "page visit time insufficient, no reward". */
export const completeTask = (logId: number, options?: CallOptions) =>
  call(T.complete, { log_id: logId }, { ...options, answer: Task });
/** Sends a daily task's proof for review. */
export const submitTask = (body: SubmitTaskRequest) => call(T.submit, { ...body }, { answer: Task });
/** Collects a completed task's reward, once. */
export const collectTaskReward = (logId: number) =>
  call(T.receiving, { log_id: logId }, { answer: CollectedReward });

export const taskKeys = {
  all: ['task'] as const,
  list: (query: TaskListQuery) => [...taskKeys.all, 'list', query] as const,
  pages: (type: TaskType) => [...taskKeys.all, 'pages', type] as const,
  one: (id: number) => [...taskKeys.all, 'one', id] as const,
};

export const taskListQuery = (query: TaskListQuery) =>
  queryOptions({ queryKey: taskKeys.list(query), queryFn: () => getTaskList(query) });

/** The tasks of one kind, 20 a page (the list page's tabs). */
export const taskPages = (type: TaskType) =>
  pagedQuery(taskKeys.pages(type), (page) => getTaskList({ ...page, type }));

/** One task (DoTasks): null when there is no such task (the server answers an empty page). */
export const taskQuery = (id: number) =>
  queryOptions({
    queryKey: taskKeys.one(id),
    queryFn: async () => (await getTaskList({ id, pageIndex: 1, pageSize: 1 }))?.list?.[0] ?? null,
  });

/** A task's new state in the cache of its own page at once; the lists are read again. */
function settleTask(queryClient: QueryClient, task: Task) {
  queryClient.setQueryData(taskKeys.one(task.id), task);
  invalidate(queryClient, taskKeys.all);
}

/** The server made the task the user's current one (or changed its state): the profile is read again. */
const refreshCurrentTask = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: accountKeys.me() });

/** Starts a promotion task's visit (the server makes it the current task). */
export function useStartTaskVisitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => clickTask(id),
    onSuccess: () => {
      invalidate(queryClient, taskKeys.all);
      refreshCurrentTask(queryClient);
    },
  });
}

/**
 * Ends a visit. Quiet: the page shows the server's refusal ("page visit time insufficient, no reward") as
 * its result; the task, then "no reward", is read again either way.
 */
export function useCompleteTaskVisitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logId: number) => completeTask(logId, { silent: true }),
    // The task's page takes the answer at once; the lists are read again once, below, either way.
    onSuccess: (task) => queryClient.setQueryData(taskKeys.one(task.id), task),
    onSettled: () => {
      invalidate(queryClient, taskKeys.all);
      refreshCurrentTask(queryClient);
    },
  });
}

/** Sends a daily task's proof: it waits for review and becomes the current task. */
export function useSubmitTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTask,
    onSuccess: (task) => {
      settleTask(queryClient, task);
      refreshCurrentTask(queryClient);
    },
  });
}

/**
 * Collects a completed task's reward: the balances on screen take the answer's figures at once. When it was
 * the user's current task, the current task is cleared (Base/clearTask) and leaves the home page.
 */
export function useCollectTaskRewardMutation() {
  const queryClient = useQueryClient();
  const uid = useSession((s) => s.uid);
  return useMutation({
    mutationFn: async (task: Pick<Task, 'id' | 'log_id'>) => {
      const collected = await collectTaskReward(task.log_id ?? 0);
      // The user's current task, from the copy of the profile (read if none is in yet).
      const me = await queryClient.ensureQueryData(meQuery(uid)).catch(() => null);
      return { ...collected, wasCurrent: me?.task?.id === collected.task.id };
    },
    onSuccess: ({ balance, integral, task, wasCurrent }) => {
      patchMe(queryClient, wasCurrent ? { balance, integral, task: null } : { balance, integral });
      settleTask(queryClient, task);
      invalidate(queryClient, profileKeys.ledgerAll());
      if (wasCurrent) void clearTask().catch(() => undefined);
    },
  });
}

/** Dismisses the current task (Base/clearTask): it leaves the home page at once. */
export function useClearTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearTask,
    onMutate: () => patchMe(queryClient, { task: null }),
    onSettled: () => refreshCurrentTask(queryClient),
  });
}
