import type { Envelope, LangValue } from '../../api/types';
import { message, type MessageKey, type MessageParams } from '../texts/messages';

/** Envelope codes the fake backend answers with; 200 is success, -2000 sends the client to login. */
export const CODE = {
  ok: 200,
  invalid: 400,
  signature: 403,
  /** not this user's to do (a Team call by someone who leads no team) */
  forbidden: 403,
  notFound: 404,
  /** the request's body or headers did not arrive in time (the HTTP server's door) */
  timedOut: 408,
  /** the request's body is larger than its kind may be (http/limits) */
  tooLarge: 413,
  tooMany: 429,
  serverError: 500,
  session: -2000,
} as const;

/** A handler's answer before it is put into the request's language. */
export interface Reply {
  code: number;
  messageKey: MessageKey;
  data: unknown;
  /** what fills the message's `{name}`s, if it has any */
  params?: MessageParams;
  /** a refusal whose changes are kept all the same (only `refuseKeeping`'s) */
  keep?: true;
}

export const ok = (data: unknown, messageKey: MessageKey = 'success'): Reply => ({
  code: CODE.ok,
  messageKey,
  data,
});

export const fail = (code: number, messageKey: MessageKey): Reply => ({ code, messageKey, data: null });

/**
 * The one refusal that changes something: the rule's answer is "no", and what it decided stays. Task/complete's
 * visit too short is refused and the attempt reads "no reward" (docs/api.md §10). Every other refusal changes
 * nothing.
 */
export const refuseKeeping = (code: number, messageKey: MessageKey): Reply => ({
  ...fail(code, messageKey),
  keep: true,
});

/** Thrown by a rule check deep inside a handler; answered as `fail(code, messageKey)`. */
export class Refusal extends Error {
  readonly reply: Reply;

  constructor(messageKey: MessageKey, code: number = CODE.invalid, params?: MessageParams) {
    super(messageKey);
    this.name = 'Refusal';
    this.reply = params ? { ...fail(code, messageKey), params } : fail(code, messageKey);
  }
}

/** Refuses the request unless `condition` holds. */
export function ensure(
  condition: unknown,
  messageKey: MessageKey,
  code: number = CODE.invalid,
): asserts condition {
  if (!condition) throw new Refusal(messageKey, code);
}

export const toEnvelope = (reply: Reply, lang: LangValue): Envelope<unknown> => ({
  code: reply.code,
  msg: message(reply.messageKey, lang, reply.params),
  data: reply.data,
});
