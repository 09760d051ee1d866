/**
 * The envelope code of the last answer to each path, read off the responses as they arrive (a copy of the
 * body; the app's client reads the original): the contract's table shows it beside what the app made of it.
 */
const codes = new Map<string, number>();

export const answerCodes = {
  watch(): void {
    const send = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await send(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      try {
        const body = (await response.clone().json()) as { code?: unknown };
        if (typeof body.code === 'number') codes.set(url.pathname, body.code);
        else codes.delete(url.pathname);
      } catch {
        codes.delete(url.pathname);
      }
      return response;
    };
  },
  /** The code for an endpoint's path (the API's base may add a prefix before it). */
  of(path: string): number | undefined {
    for (const [seen, code] of codes) if (seen.endsWith(path)) return code;
    return undefined;
  },
};
