import { RequestHandler, WebSocketHandler, ws } from 'msw';

/**
 * MSW notes the call stack a handler is made in. Made at a module's top level, in the page, that has V8 parse
 * the whole fake-backend chunk again for its source positions: ~40 ms of a desktop core, 160 ms with the CPU
 * slowed 4×, before the demo's first answer (decision 0076). The fake backend makes its handlers when its
 * server or worker starts, never when a module is imported.
 */
const modules = import.meta.glob<Record<string, unknown>>([
  '../../src/mocks/**/*.ts',
  '!../../src/mocks/browser.ts',
  '!../../src/mocks/node.ts',
  '!../../src/mocks/seedWorker.ts',
  // Programs, not modules: they start a server or reset its files when run.
  '!../../src/mocks/server/main.ts',
  '!../../src/mocks/server/reset.ts',
]);

const isHandler = (value: unknown) => value instanceof RequestHandler || value instanceof WebSocketHandler;

describe('the fake backend at import', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it('makes no MSW handler in any of its modules', async () => {
    const link = vi.spyOn(ws, 'link');
    const made: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      const exports = await load();
      for (const [name, value] of Object.entries(exports)) {
        if (isHandler(value) || (Array.isArray(value) && value.some(isHandler)))
          made.push(`${file}: ${name}`);
      }
    }
    expect(Object.keys(modules).length).toBeGreaterThan(100);
    expect(made).toEqual([]);
    expect(link).not.toHaveBeenCalled();
  });

  it('makes them when asked: the calls handler and the hub', async () => {
    const { callHandlers } = await import('../../src/mocks/handlers');
    const { chatHandler } = await import('../../src/mocks/hub/socket');
    expect(callHandlers().every((handler) => handler instanceof RequestHandler)).toBe(true);
    expect(chatHandler()).toBeInstanceOf(WebSocketHandler);
  });
});
