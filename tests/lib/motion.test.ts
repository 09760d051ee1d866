import { onReducedMotion, prefersReducedMotion } from '../../src/lib/motion';

/** A stand-in for the system setting that the test can turn on. */
function stubSetting(initially: boolean) {
  const listeners = new Set<() => void>();
  const setting = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? setting : { matches: false },
  );
  return {
    turn: (on: boolean) => {
      setting.matches = on;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('acts at once when the setting is on', () => {
    stubSetting(true);
    const then = vi.fn();
    onReducedMotion(then);
    expect(prefersReducedMotion()).toBe(true);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the setting to turn on, acts once, and stops listening', () => {
    const setting = stubSetting(false);
    const then = vi.fn();
    onReducedMotion(then);
    expect(then).not.toHaveBeenCalled();
    setting.turn(true);
    setting.turn(false);
    setting.turn(true);
    expect(then).toHaveBeenCalledTimes(1);
    expect(setting.listening()).toBe(0);
  });

  it('does nothing once cancelled', () => {
    const setting = stubSetting(false);
    const then = vi.fn();
    onReducedMotion(then)();
    setting.turn(true);
    expect(then).not.toHaveBeenCalled();
  });
});
