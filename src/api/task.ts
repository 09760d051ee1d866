import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { Page, PageQuery } from './types';

/** daily: done once a day with a proof; promotion: open a page and stay at least min_seconds. */
export type TaskType = 'daily' | 'promotion';

/**
 * 0 to do, 1 received (in progress), 2 waiting for review, 3 completed, 4 rejected (reason in sub_refusal),
 * 5 no reward (the promotion visit was too short).
 */
export type TaskStatus = 0 | 1 | 2 | 3 | 4 | 5;

/** What a daily task's proof is: screenshots or one video of at most 60 s. */
export type ProofType = 'image' | 'video';

export type TaskRewardType = 'points' | 'balance' | 'qc';

/** The task a user has in progress, as the server keeps it for them. */
export interface CurrentTask {
  id: number;
  describe: string;
  describeImg: string;
  is_complete: number;
  logId: number;
  sub_refusal: string;
}

export interface Task {
  id: number;
  type: TaskType;
  title: string;
  describe: string;
  describe_img: string;
  reward: number;
  reward_type: TaskRewardType;
  /** the page a promotion task opens; empty for daily tasks */
  url: string;
  /** the visit a promotion task needs; 0 for daily tasks */
  min_seconds: number;
  proof_type: ProofType;
  status: TaskStatus;
  /** this user's attempt; null until received */
  log_id: number | null;
  sub_refusal: string;
}

export interface TaskListQuery extends PageQuery {
  type?: TaskType;
}

export interface TaskLogRequest {
  log_id: number;
}

export interface ReceivedTask {
  log_id: number;
}

export interface TaskClick {
  /** when the visit started; complete measures from here */
  click_time: number;
}

/** status 3 with the reward credited, or 5 with reward 0 when the visit was shorter than min_seconds. */
export interface TaskOutcome {
  status: 3 | 5;
  reward: number;
}

export interface SubmitTaskRequest extends TaskLogRequest {
  /** URLs from Profile/Upload: screenshots for an image proof, one video for a video proof */
  images: string[];
  video?: string;
}

const T = endpoints.Task;

export const getTaskList = (query: TaskListQuery) => call<Page<Task>>(T.list, { ...query });
export const receiveTask = (id: number) => call<ReceivedTask>(T.receiving, { id });
export const clickTask = (body: TaskLogRequest) => call<TaskClick>(T.click, { ...body });
export const completeTask = (body: TaskLogRequest) => call<TaskOutcome>(T.complete, { ...body });
export const submitTask = (body: SubmitTaskRequest) => call<null>(T.submit, { ...body });

export const taskKeys = {
  all: ['task'] as const,
  list: (query: TaskListQuery) => [...taskKeys.all, 'list', query] as const,
};

export const taskListQuery = (query: TaskListQuery) =>
  queryOptions({ queryKey: taskKeys.list(query), queryFn: () => getTaskList(query) });
