/**
 * The envelope code of the last answer to each path, read off the responses as they arrive (a copy of the
 * body; the app's client reads the original): the contract's table shows it beside what the app made of it.
 */
const codes = new Map<string, number>();

/** Keeps the envelope code of an answer to `path`, or forgets the last one when this answer has none. */
function note(path: string, read: () => unknown): void {
  let code: unknown;
  try {
    code = (read() as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  if (typeof code === 'number') codes.set(path, code);
  else codes.delete(path);
}

export const answerCodes = {
  watch(): void {
    const send = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await send(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      note(url.pathname, () => body);
      return response;
    };
    // Uploads go by XMLHttpRequest (for their progress): their answers are read the same way once loaded.
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      const url = new URL(String(args[1]), window.location.href);
      this.addEventListener('load', () => note(url.pathname, () => JSON.parse(String(this.responseText))));
      return open.apply(this, args);
    } as typeof open;
  },
  /** The code for an endpoint's path (the API's base may add a prefix before it). */
  of(path: string): number | undefined {
    for (const [seen, code] of codes) if (seen.endsWith(path)) return code;
    return undefined;
  },
  /** Forgets the code for an endpoint's path, before it is called again. */
  forget(path: string): void {
    for (const seen of codes.keys()) if (seen.endsWith(path)) codes.delete(seen);
  },
};
