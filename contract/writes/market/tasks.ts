import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import * as tasks from '../../../src/api/tasks/task';
import { money } from '../../../src/lib/money';
import { firstOf, skipAll, type Contract } from '../../contract';
import { readMe } from '../../readBack';
import type { WriteContext } from '../context';
import { page } from '../../contract';
import { pixelPng } from '../../session';

const { Task: T, Profile: P } = endpoints;

const taskList = (c: Contract) => c.check(T.list, () => tasks.getTaskList(page));
const readTask = async (c: Contract, id: number) =>
  firstOf(await c.check(T.list, () => tasks.getTaskList({ ...page, id })));

/**
 * The current task's proof (or the first daily screenshot task to do or rejected): a picture uploaded, then
 * sent; the task reads in review with that picture, and it is the account's current task.
 */
export async function sendProof({ c }: WriteContext) {
  const me = await readMe(c);
  const sendable = (await taskList(c))?.list.filter(
    (each) => each.type === 'daily' && each.proof_type === 'image' && [0, 4].includes(each.status),
  );
  const task = sendable?.find((each) => each.id === me?.task?.id) ?? sendable?.[0];
  if (!task) return c.skip(T.submit, 'no daily screenshot task to send');
  const picture = await c.check(P.Upload, () => account.upload(pixelPng(), 'proof.png'));
  if (!picture) return c.skip(T.submit, 'the screenshot was not uploaded');
  if (!(await c.check(T.submit, () => tasks.submitTask({ id: task.id, images: [picture.url] })))) return;
  const read = await readTask(c, task.id);
  const inReview = read?.status === tasks.TASK_IN_REVIEW && read.images[0] === picture.url;
  c.expect(T.submit, inReview, `task ${task.id} reads status ${read?.status} after its proof`);
  const current = (await readMe(c))?.task?.id;
  c.expect(T.submit, current === task.id, `the current task is ${current}, not ${task.id}`);
}

/** A promotion task's visit (the shortest): started, the fake clock moved past its time, completed. */
export async function visitPage({ c, skip }: WriteContext) {
  const visitable = (await taskList(c))?.list.filter(
    (each) => each.type === 'promotion' && [0, 1, 5].includes(each.status),
  );
  const task = visitable?.sort((a, b) => a.min_seconds - b.min_seconds)[0];
  if (!task) return skipAll(c, [T.click, T.complete], 'no promotion task to visit');
  const visit = await c.check(T.click, () => tasks.clickTask(task.id));
  if (!visit) return c.skip(T.complete, 'the visit did not start');
  const started = await readTask(c, task.id);
  c.expect(T.click, started?.status === tasks.TASK_VISITING, `task ${task.id} reads ${started?.status}`);
  if (!skip) return c.skip(T.complete, `the visit needs ${visit.min_seconds} s of the fake clock`);
  await skip((visit.min_seconds + 1) * 1000);
  if (!(await c.check(T.complete, () => tasks.completeTask(visit.log_id)))) return;
  const read = await readTask(c, task.id);
  c.expect(T.complete, read?.status === tasks.TASK_COMPLETED, `task ${task.id} reads ${read?.status}`);
}

/**
 * Every completed task's reward (the seeded one waiting, the visit's): the points or balance grow by the
 * reward, and the task reads collected.
 */
export async function collectRewards({ c }: WriteContext) {
  const done = (await taskList(c))?.list.filter((each) => each.status === tasks.TASK_COMPLETED) ?? [];
  if (done.length === 0) return c.skip(T.receiving, 'no completed task with a reward to collect');
  for (const task of done) {
    const logId = task.log_id;
    const before = await readMe(c);
    const got = logId === null ? null : await c.check(T.receiving, () => tasks.collectTaskReward(logId));
    if (!got || !before) continue;
    const field = task.reward_type === 'points' ? 'integral' : 'balance';
    const expected = money(before[field]).plus(task.reward);
    c.expect(T.receiving, expected.eq(got[field]), `${field} ${got[field]}, not ${expected}`);
    const read = await readTask(c, task.id);
    c.expect(T.receiving, read?.status === tasks.TASK_COLLECTED, `task ${task.id} reads ${read?.status}`);
  }
}
