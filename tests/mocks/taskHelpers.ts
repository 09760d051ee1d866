import type { UploadResult, UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import type { CollectedReward, Task, TaskVisit } from '../../src/api/tasks/task';
import type { LangValue, Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { TaskLogRow } from '../../src/mocks/db/schema';
import { TASK_IDS } from '../../src/mocks/handlers/task/db/seedTasks';
import { send } from './ordersHelpers';
import { signedRequest } from './signedFetch';
import { demoUser } from './treasureHelpers';

export const TK = endpoints.Task;
export { TASK_IDS };

export const listTasks = (token: string, query: Record<string, unknown> = {}, lang?: LangValue) =>
  send<Page<Task>>(TK.list, token, query, lang);

/** One task as the list answers it to the token's user (Task/list?id=). */
export async function taskAt(token: string, id: number, lang?: LangValue): Promise<Task> {
  const reply = await listTasks(token, { id }, lang);
  const task = reply.data.list[0];
  if (!task) throw new Error(`no task ${id}`);
  return task;
}

export const submitProof = (token: string, body: Record<string, unknown>, lang?: LangValue) =>
  send<Task>(TK.submit, token, body, lang);

export const clickTask = (token: string, id: unknown) => send<TaskVisit>(TK.click, token, { id });

export const completeVisit = (token: string, logId: unknown, lang?: LangValue) =>
  send<Task>(TK.complete, token, { log_id: logId }, lang);

export const collectReward = (token: string, logId: unknown, lang?: LangValue) =>
  send<CollectedReward>(TK.receiving, token, { log_id: logId }, lang);

export const myProfile = (token: string, lang?: LangValue) =>
  send<UserInfo>(endpoints.Profile.GetMyProfile, token, {}, lang);

/** The demo's attempts, oldest first, looked up afresh. */
export const demoAttempts = (taskId: number): TaskLogRow[] =>
  db().taskLogs.filter((l) => l.uid === demoUser().uid && l.taskId === taskId);

/** A picture proof as Profile/Upload answers one: a data URL that keeps the file's name. */
export const picture = (name: string) => `data:image/jpeg;name=${name};base64,/9j/4AAQ`;

const CRLF = '\r\n';

/**
 * Profile/Upload with a file under its name, the multipart body written by hand: the test environment's
 * FormData loses a File's name, which the review rule reads.
 */
export async function uploadNamed(
  token: string,
  file: { name: string; type: string; bytes: Uint8Array },
  lang?: LangValue,
) {
  const boundary = 'qc-test-boundary';
  const head =
    `--${boundary}${CRLF}Content-Disposition: form-data; name="file"; filename="${file.name}"${CRLF}` +
    `Content-Type: ${file.type}${CRLF}${CRLF}`;
  const tail = `${CRLF}--${boundary}--${CRLF}`;
  const [start, end] = [new TextEncoder().encode(head), new TextEncoder().encode(tail)];
  const body = new Uint8Array(start.length + file.bytes.length + end.length);
  body.set(start);
  body.set(file.bytes, start.length);
  body.set(end, start.length + file.bytes.length);
  const signed = signedRequest(endpoints.Profile.Upload, {}, lang ? { token, lang } : { token });
  const headers = new Headers(signed.headers);
  headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
  const response = await fetch(signed.url, { method: 'POST', headers, body });
  return (await response.json()) as { code: number; msg: string; data: UploadResult | null };
}
