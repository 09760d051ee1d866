import { http, HttpResponse } from 'msw';
import * as endpoints from '../../src/api/endpoints';
import type { CurrentTask, Task, TaskVisit } from '../../src/api/tasks/task';
import { money } from '../../src/lib/money';
import { findUser, toUserInfo } from '../../src/mocks/db/users';
import { server } from '../../src/mocks/node';

/**
 * A task in a state the test needs. These page tests serve the Task group from this small fake, written
 * before the fake backend had one; moving them onto src/mocks' Task handlers is left to do.
 */
export function taskRow(over: Partial<Task> = {}): Task {
  return {
    id: 1,
    type: 'daily',
    title: 'Share the mall on TikTok',
    describe: 'Post a video about QC Mall.\nSend a screenshot of the post.',
    describe_img: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    reward: 50,
    reward_type: 'points',
    url: '',
    min_seconds: 0,
    proof_type: 'image',
    status: 0,
    log_id: null,
    sub_refusal: '',
    images: [],
    video: '',
    submit_time: null,
    ...over,
  };
}

export const promotionRow = (over: Partial<Task> = {}) =>
  taskRow({
    id: 2,
    type: 'promotion',
    title: 'Read the white paper',
    describe: 'Open the white paper and read it.',
    url: 'https://whitepaper.qcmall.io/v2',
    min_seconds: 10,
    reward: 1.5,
    reward_type: 'balance',
    ...over,
  });

export const INSUFFICIENT = 'page visit time insufficient, no reward';

/** The current task the server makes of `task` when it is started (1) or its proof is sent (2). */
const currentTaskOf = (task: Task, logId: number, status: 1 | 2): CurrentTask => ({
  id: task.id,
  describe: task.describe,
  describeImg: '',
  is_complete: 0,
  logId,
  sub_refusal: '',
  status,
});

const envelope = (data: unknown, code = 200, msg = 'success') => HttpResponse.json({ code, msg, data });
const bodyOf = async (request: Request) => (await request.json()) as Record<string, unknown>;

export interface TaskServer {
  tasks: Task[];
  /** the user's current task, as the profile carries it */
  current: CurrentTask | null;
  /** whether the next Task/complete finds the visit long enough */
  visitLongEnough: boolean;
  calls: Record<
    'list' | 'click' | 'complete' | 'submit' | 'receiving' | 'clearTask',
    Record<string, unknown>[]
  >;
  /** Task/list answers this error (once) instead */
  failList: (msg: string) => void;
}

/**
 * The Task group as docs/api.md §10 has it, over these rows, with the profile's current task and the
 * balances credited in the fake database (the profile is read from it).
 */
export function serveTasks(tasks: Task[], uid: number, current: CurrentTask | null = null): TaskServer {
  const state: TaskServer = {
    tasks,
    current,
    visitLongEnough: true,
    calls: { list: [], click: [], complete: [], submit: [], receiving: [], clearTask: [] },
    failList: (msg) =>
      server.use(http.get(`*${endpoints.Task.list.path}`, () => envelope(null, 500, msg), { once: true })),
  };
  const byLog = (logId: unknown) => state.tasks.find((task) => task.log_id === logId);
  let nextLog = 100;
  const replace = (task: Task) => {
    state.tasks = state.tasks.map((row) => (row.id === task.id ? task : row));
    return task;
  };
  server.use(
    http.get(`*${endpoints.Task.list.path}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      state.calls.list.push(query);
      const rows = query.id
        ? state.tasks.filter((task) => task.id === Number(query.id))
        : state.tasks.filter((task) => !query.type || task.type === query.type);
      const size = Number(query.pageSize) || 20;
      const start = (Number(query.pageIndex || 1) - 1) * size;
      return envelope({ list: rows.slice(start, start + size), total: rows.length });
    }),
    http.post(`*${endpoints.Task.click.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.click.push(body);
      const task = state.tasks.find((row) => row.id === body.id);
      if (!task || task.type !== 'promotion') return envelope(null, 400, 'this task has no page to visit');
      const logId = nextLog++;
      replace({ ...task, status: 1, log_id: logId, submit_time: Date.now() });
      state.current = currentTaskOf(task, logId, 1);
      const visit: TaskVisit = { log_id: logId, click_time: Date.now(), min_seconds: task.min_seconds };
      return envelope(visit);
    }),
    http.post(`*${endpoints.Task.complete.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.complete.push(body);
      const task = byLog(body.log_id);
      if (!task || task.status !== 1) return envelope(null, 400, 'this visit has not started');
      if (!state.visitLongEnough) {
        replace({ ...task, status: 5 });
        if (state.current?.id === task.id) state.current = { ...state.current, status: 5 };
        return envelope(null, 400, INSUFFICIENT);
      }
      if (state.current?.id === task.id) state.current = { ...state.current, is_complete: 1, status: 3 };
      return envelope(replace({ ...task, status: 3 }));
    }),
    http.post(`*${endpoints.Task.submit.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.submit.push(body);
      const task = state.tasks.find((row) => row.id === body.id);
      if (!task || (task.status !== 0 && task.status !== 4))
        return envelope(null, 400, 'this task is already under review');
      const images = (body.images as string[] | undefined) ?? [];
      const video = (body.video as string | undefined) ?? '';
      const valid =
        task.proof_type === 'image'
          ? images.length >= 1 && images.length <= 9 && !video
          : !!video && images.length === 0;
      if (!valid)
        return envelope(
          null,
          400,
          task.proof_type === 'image' ? 'upload 1 to 9 screenshots' : 'upload one video',
        );
      const logId = nextLog++;
      state.current = currentTaskOf(task, logId, 2);
      return envelope(
        replace({
          ...task,
          status: 2,
          log_id: logId,
          images,
          video,
          sub_refusal: '',
          submit_time: Date.now(),
        }),
      );
    }),
    http.post(`*${endpoints.Task.receiving.path}`, async ({ request }) => {
      const body = await bodyOf(request);
      state.calls.receiving.push(body);
      const task = byLog(body.log_id);
      if (!task) return envelope(null, 400, 'this task is not completed yet');
      if (task.status === 6) return envelope(null, 400, 'the reward has already been collected');
      if (task.status !== 3) return envelope(null, 400, 'this task is not completed yet');
      const user = findUser(uid);
      if (!user) throw new Error('no such user');
      if (task.reward_type === 'points') user.integral = money(user.integral).plus(task.reward).toNumber();
      else user.balance = money(user.balance).plus(task.reward).toNumber();
      const collected = replace({ ...task, status: 6 });
      return envelope({ balance: user.balance, integral: user.integral, task: collected });
    }),
    http.post(`*${endpoints.Base.clearTask.path}`, async ({ request }) => {
      state.calls.clearTask.push(await bodyOf(request));
      state.current = null;
      return envelope(null);
    }),
    http.get(`*${endpoints.Profile.GetMyProfile.path}`, () => {
      const user = findUser(uid);
      if (!user) throw new Error('no such user');
      return envelope({ ...toUserInfo(user), task: state.current });
    }),
  );
  return state;
}
