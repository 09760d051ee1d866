import { ApiError, BAD_ANSWER } from '../lib/errors';
import { i18n } from '../i18n';
import type { Endpoint } from './endpoints';

/** One way an answer differs from its schema, as a Standard Schema reports it. */
export interface AnswerIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: unknown })[];
}

/**
 * An answer of success whose data differs from what the app reads (src/api/client.ts checks each against its
 * schema): the call, the fields that differ with what the schema expected and what came, and the data as it came.
 */
export class AnswerMismatch extends Error {
  readonly call: string;
  readonly fields: readonly string[];
  readonly received: unknown;

  constructor(
    call: string,
    issues: readonly AnswerIssue[],
    received: unknown,
    what = 'data of another shape',
  ) {
    const fields = issues.map((issue) => `${answerPath(issue.path)}: ${issue.message}`);
    super(`${call} answered ${what}: ${fields.join('; ')}`);
    this.name = 'AnswerMismatch';
    this.call = call;
    this.fields = fields;
    this.received = received;
  }
}

/** `data.list[3].price`: where in the answer's data an issue is. */
function answerPath(path: AnswerIssue['path']): string {
  let text = 'data';
  for (const segment of path ?? []) {
    const key = typeof segment === 'object' ? segment.key : segment;
    text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  }
  return text;
}

/** Where production tells of an answer of another shape (an error tracker); the console by default. */
export type AnswerReporter = (mismatch: AnswerMismatch) => void;

let reportAnswer: AnswerReporter = (mismatch) => console.error(mismatch.message, mismatch.received);
/** The calls reported so far, each kind of report once: an answer not read, and parts left out. */
const reported = new Set<string>();

function reportOnce(kind: 'unread' | 'leftOut', mismatch: AnswerMismatch) {
  const key = `${kind} ${mismatch.call}`;
  if (reported.has(key)) return;
  reported.add(key);
  reportAnswer(mismatch);
}

/** Sets where production reports an answer of another shape; returns the previous reporter. */
export function setAnswerReporter(reporter: AnswerReporter): AnswerReporter {
  const previous = reportAnswer;
  reportAnswer = reporter;
  return previous;
}

/**
 * What a call whose answer has another shape fails with. In development and tests: the AnswerMismatch itself,
 * loud. In production: the mismatch is reported once per call, and the call fails as a server failure does
 * (the page's error state with its retry), never handing the page a field it cannot read.
 */
export function answerFailure(endpoint: Endpoint, issues: readonly AnswerIssue[], data: unknown): Error {
  const call = `${endpoint.method} ${endpoint.path}`;
  const mismatch = new AnswerMismatch(call, issues, data);
  if (!import.meta.env.PROD) return mismatch;
  reportOnce('unread', mismatch);
  return new ApiError(BAD_ANSWER, i18n.t('error.badAnswer'), data);
}

/**
 * Production read an answer without the parts of another shape it can do without (src/api/schemas.ts,
 * `dispensable` and `listOf`): reported once per call, apart from its answers not read, the page showing the
 * rest. Each part is named by its label (`data.banners[3].width`, `data.sys_config.seller_open_sign`).
 */
export function reportLeftOut(endpoint: Endpoint, parts: readonly AnswerIssue[], data: unknown): void {
  const call = `${endpoint.method} ${endpoint.path}`;
  reportOnce('leftOut', new AnswerMismatch(call, parts, data, 'parts of another shape, left out'));
}
