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
    { what, root } = { what: 'data of another shape', root: 'data' },
  ) {
    const fields = issues.map((issue) => `${answerPath(root, issue.path)}: ${issue.message}`);
    super(`${call} answered ${what}: ${fields.join('; ')}`);
    this.name = 'AnswerMismatch';
    this.call = call;
    this.fields = fields;
    this.received = received;
  }
}

/** `data.list[3].price`: where in the answer's data (or in a part of it, `root`) an issue is. */
function answerPath(root: string, path: AnswerIssue['path']): string {
  let text = root;
  for (const segment of path ?? []) {
    const key = typeof segment === 'object' ? segment.key : segment;
    text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  }
  return text;
}

/** Where production tells of an answer of another shape (an error tracker); the console by default. */
export type AnswerReporter = (mismatch: AnswerMismatch) => void;

let reportAnswer: AnswerReporter = (mismatch) => console.error(mismatch.message, mismatch.received);
const reportedCalls = new Set<string>();

/** Reports `mismatch` unless its call was reported already. */
function reportOnce(mismatch: AnswerMismatch) {
  if (reportedCalls.has(mismatch.call)) return;
  reportedCalls.add(mismatch.call);
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
  reportOnce(mismatch);
  return new ApiError(BAD_ANSWER, i18n.t('error.badAnswer'), data);
}

/**
 * Production read an answer without the parts of another shape it can do without (src/api/schemas.ts,
 * `dispensable` and `listOf`): reported once per call like a mismatch, the page showing the rest. The issues'
 * paths start at the part left out (a row, a setting).
 */
export function reportLeftOut(endpoint: Endpoint, issues: readonly AnswerIssue[], data: unknown): void {
  const call = `${endpoint.method} ${endpoint.path}`;
  reportOnce(
    new AnswerMismatch(call, issues, data, { what: 'parts of another shape, left out', root: 'part' }),
  );
}
