import { HttpResponse, RequestHandler } from 'msw';
import * as endpoints from '../../api/endpoints';
import type { Endpoint, Method } from '../../api/endpoints';
import type { Envelope, LangValue, Page } from '../../api/types';
import { computeSign, signUrl } from '../../lib/sign';
import { now } from '../clock';
import type { UserRow } from '../db/schema';
import { userForToken } from '../db/sessions';
import { absoluteMedia } from '../media/paths';
import { langOf } from '../texts/messages';
import { refuseStaleOrReplayed } from './freshness';
import { liveTransaction } from './live';
import { readPayload, type Fields } from './payload';
import { CODE, fail, Refusal, toEnvelope, type Reply } from './reply';

export { CODE, ensure, fail, ok, Refusal, refuseKeeping, type Reply } from './reply';
export { readPayload, reader, type Fields } from './payload';

export interface Context {
  request: Request;
  lang: LangValue;
  fields: Fields;
  files: Record<string, File>;
  token: string;
  /** the token's user; null for guests and unknown tokens */
  user: UserRow | null;
}

export type Handler = (ctx: Context) => Reply | Promise<Reply>;
export type AuthedHandler = (ctx: Context & { user: UserRow }) => Reply | Promise<Reply>;

const header = (request: Request, name: string) => request.headers.get(name) ?? '';

function signatureValid(request: Request, fields: Fields): boolean {
  const base = {
    appid: header(request, 'appid'),
    nonce: header(request, 'nonce'),
    timestamp: header(request, 'timestamp'),
    os: header(request, 'os'),
    token: header(request, 'token'),
    lang: header(request, 'lang'),
    url: signUrl(request.url),
  };
  const sign = header(request, 'sign');
  return sign !== '' && sign === computeSign(base, fields);
}

async function answer(request: Request, lang: LangValue, handler: Handler): Promise<Reply> {
  const { fields, files } = await readPayload(request);
  if (!signatureValid(request, fields)) return fail(CODE.signature, 'verificationFailed');
  const token = header(request, 'token');
  const stale = refuseStaleOrReplayed({
    timestamp: header(request, 'timestamp'),
    nonce: header(request, 'nonce'),
    token,
    appid: header(request, 'appid'),
  });
  if (stale) return stale;
  return liveTransaction(
    async () => {
      try {
        return await handler({ request, lang, fields, files, token, user: userForToken(token) ?? null });
      } catch (error) {
        if (error instanceof Refusal) return error.reply;
        throw error;
      }
    },
    (reply) => reply.code === CODE.ok || reply.keep === true,
  );
}

/** The envelope as JSON, the pictures' stored paths made URLs on the origin the request reached. */
const json = (request: Request, envelope: Envelope<unknown>, init?: ResponseInit): Response =>
  new HttpResponse(JSON.stringify(envelope, absoluteMedia(new URL(request.url).origin)), {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Every handler runs inside this: the signature is checked first, then its freshness (a timestamp within five
 * minutes of the server's clock, a nonce not seen before: http/freshness), what the clock decided since the last
 * request is brought up to date (db/clockwork), the work is all-or-nothing and what it delivered is pushed
 * over the hub once saved (http/live), the answer is an envelope in the request's language, and a handler
 * that throws answers 500 instead of crashing.
 */
export function withSign(handler: Handler): (request: Request) => Promise<Response> {
  return async (request) => {
    const lang = langOf(request.headers.get('lang'));
    try {
      return json(request, toEnvelope(await answer(request, lang, handler), lang));
    } catch (error) {
      if (error instanceof Refusal) {
        // A body over its limit is refused as a server refuses it at the door (docs/api.md "Sizes and timeouts").
        const status = error.reply.code === CODE.tooLarge ? 413 : 200;
        return json(request, toEnvelope(error.reply, lang), { status });
      }
      console.error('[fake backend]', request.method, request.url, error);
      return json(request, toEnvelope(fail(CODE.serverError, 'serverError'), lang), { status: 500 });
    }
  };
}

/**
 * Answers -2000 unless the request's token belongs to a user, and stamps the user's last signed-in request (a
 * team member is online within 15 minutes of it; a refused request, rolled back, leaves no stamp).
 */
export function withAuth(handler: AuthedHandler): Handler {
  return (ctx) => {
    const { user } = ctx;
    if (!user) return fail(CODE.session, 'pleaseLogIn');
    user.lastActiveAt = now();
    return handler({ ...ctx, user });
  };
}

const TABLE: readonly Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));

/** `'POST /api/Profile/SignIn'` → that row of the client's endpoint table; a route the client lacks is a bug. */
export function endpointAt(spec: `${Method} /${string}`): Endpoint {
  const [method, path] = spec.split(' ');
  const found = TABLE.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`fake backend: ${spec} is not in the endpoint table`);
  return found;
}

/** One call of the fake backend: its method and path, from the client's endpoint table, and its answer. */
export interface Call {
  method: Method;
  path: string;
  answer: (request: Request) => Promise<Response>;
}

/**
 * One call of the fake backend, written like a server's route table (`route('POST /api/Profile/SignIn', …)`)
 * and checked against the client's endpoint table; `callsHandler` serves it.
 */
export function route(spec: `${Method} /${string}`, handler: Handler): Call {
  const endpoint = endpointAt(spec);
  return { method: endpoint.method, path: endpoint.path, answer: withSign(handler) };
}

/** The call a request's method and path name, under any path prefix (`/qc/api/…` finds `/api/…`). */
function callOf(byKey: ReadonlyMap<string, Call>, request: Request): Call | undefined {
  const { pathname } = new URL(request.url);
  for (let at = pathname.indexOf('/'); at !== -1; at = pathname.indexOf('/', at + 1)) {
    const call = byKey.get(`${request.method} ${pathname.slice(at)}`);
    if (call) return call;
  }
  return undefined;
}

/**
 * The one MSW handler that serves the calls, on any origin. A request is looked up by its method and path in a
 * map: as ~170 `http` handlers, MSW tried each in turn, parsing each one's path pattern and the page's cookies
 * for every request, and each handler made at start captured a stack (decision 0074). A request of no call
 * goes on to the next handler. In a page, `before` ends the task a request arrived in (each answer then runs in
 * a task of its own, not chained behind others).
 */
class CallsHandler extends RequestHandler<{ header: string }, { call?: Call }, { call: Call }> {
  constructor(
    private readonly byKey: ReadonlyMap<string, Call>,
    before?: () => Promise<void>,
  ) {
    super({
      info: { header: "the fake backend's calls" },
      resolver: async ({ request, call }) => {
        await before?.();
        return call.answer(request);
      },
    });
  }

  override parse({ request }: { request: Request }) {
    return Promise.resolve({ call: callOf(this.byKey, request) });
  }

  predicate({ parsedResult }: { parsedResult: { call?: Call } }) {
    return parsedResult.call !== undefined;
  }

  protected override extendResolverArgs({ parsedResult }: { parsedResult: { call?: Call } }) {
    return { call: parsedResult.call as Call };
  }

  log() {}
}

/** The MSW handler that answers `calls` (in a page, each in a task of its own: `before`). */
export function callsHandler(
  calls: readonly Call[],
  { before }: { before?: () => Promise<void> } = {},
): RequestHandler {
  return new CallsHandler(new Map(calls.map((call) => [`${call.method} ${call.path}`, call])), before);
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const MAX_PAGE_SIZE = 100;

/** One page of `list`; `page` is 1-based (pageIndex or page), bad values fall back to the first page. */
export function paginate<T>(list: readonly T[], page: unknown, pageSize: unknown, defaultSize = 20): Page<T> {
  const size = Math.min(positiveInt(pageSize, defaultSize), MAX_PAGE_SIZE);
  const start = (positiveInt(page, 1) - 1) * size;
  return { list: list.slice(start, start + size), total: list.length };
}

/** The requested page of `rows` (pageIndex, pageSize), only its rows turned into what the client sees. */
export function pageOf<R, T>(
  rows: readonly R[],
  fields: Fields,
  view: (row: R) => T,
  defaultSize?: number,
  pageField: 'pageIndex' | 'page' = 'pageIndex',
): Page<T> {
  const page = paginate(rows, fields[pageField], fields.pageSize, defaultSize);
  return { list: page.list.map(view), total: page.total };
}
