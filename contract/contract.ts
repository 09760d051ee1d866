import { AnswerMismatch } from '../src/api/answerMismatch';
import type { Endpoint } from '../src/api/endpoints';
import { isApiError } from '../src/lib/errors';

/**
 * The contract check (issue 36, `npm run contract`): the app's own API functions, signed and checked by the
 * app's client, called against a server; each call's outcome is one row. A call is `ok` when its answer is a
 * success whose data the app's schema reads; `mismatch` names the fields that differ; `refused` carries the
 * server's code and message; `skipped` says why it could not be called (nothing to read on the account).
 */
export type Outcome = 'ok' | 'mismatch' | 'refused' | 'skipped';

export interface Row {
  /** `GET /api/Profile/GetMyProfile` */
  call: string;
  outcome: Outcome;
  /** the envelope's code, when an answer came */
  code?: number;
  /** the fields that differ (mismatch), the server's message (refused) or why it was skipped */
  detail: string[];
  ms: number;
}

/** Where the contract learns each answer's envelope code (contract/answerCodes.ts). */
export interface AnswerCodes {
  /** the envelope code of the last answer to a path, if one came */
  of(path: string): number | undefined;
  /** Forgets a path's code before it is called again, so a call that gets no answer shows none. */
  forget(path: string): void;
}

/** A first page as the app asks for it: the `/api` groups' paging, and the v2 groups' (team, bazaar). */
export const page = { pageIndex: 1, pageSize: 20 } as const;
export const pageV2 = { page: 1, pageSize: 20 } as const;

export const callName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

export class Contract {
  readonly rows: Row[] = [];

  constructor(private readonly codes: AnswerCodes) {}

  /** Calls `endpoint` through `run` (an API function of the app) and records how it went: its data, or null. */
  async check<T>(endpoint: Endpoint, run: () => Promise<T>): Promise<T | null> {
    const started = performance.now();
    const row = (outcome: Outcome, detail: string[]) =>
      this.rows.push({
        call: callName(endpoint),
        outcome,
        code: this.codes.of(endpoint.path),
        detail,
        ms: Math.round(performance.now() - started),
      });
    this.codes.forget(endpoint.path);
    try {
      const data = await run();
      row('ok', []);
      return data;
    } catch (error) {
      if (error instanceof AnswerMismatch) row('mismatch', [...error.fields]);
      else if (isApiError(error)) row('refused', [`${error.code} ${error.msg}`.trim()]);
      else row('refused', [error instanceof Error ? error.message : String(error)]);
      return null;
    }
  }

  /** A call that could not be made, and why (the account has no order to read, no second account given…). */
  skip(endpoint: Endpoint, why: string): void {
    this.rows.push({ call: callName(endpoint), outcome: 'skipped', detail: [why], ms: 0 });
  }

  /** A read-back that did not add up (a balance after a transfer): a failure of the flow, not of one answer. */
  expect(endpoint: Endpoint, holds: boolean, what: string): void {
    if (holds) return;
    const last = [...this.rows].reverse().find((row) => row.call === callName(endpoint));
    if (last) {
      last.outcome = 'mismatch';
      last.detail.push(what);
    } else this.rows.push({ call: callName(endpoint), outcome: 'mismatch', detail: [what], ms: 0 });
  }

  /** Whether every call the contract made was read as the app reads it (skips are reported, not failures). */
  get passed(): boolean {
    return this.rows.every((row) => row.outcome === 'ok' || row.outcome === 'skipped');
  }
}

/** The first row of a page or list answer, if it has one. */
export function firstOf<Row>(answer: { list: Row[] } | Row[] | null): Row | undefined {
  if (!answer) return undefined;
  return Array.isArray(answer) ? answer[0] : answer.list[0];
}

/** Calls a step could not make, for one reason. */
export const skipAll = (c: Contract, calls: Endpoint[], why: string) =>
  calls.forEach((each) => c.skip(each, why));
