import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// The dialog module the app fetches (src/ui/state/dialogs.ts), not the package's main entry: under Node that
// is another copy, whose clear() clears nothing the app showed.
import Dialog from 'antd-mobile/es/components/dialog';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../src/mocks/node';
import { resetDb } from '../src/mocks/db';
import { stopReplyTimer } from '../src/mocks/http/live';
import { releaseFocusTraps } from '../src/ui/layout/focusTrap';
import { useRealClock } from '../src/mocks/clock';
import { resetServerClock } from '../src/lib/serverClock';
import { i18n, initI18n, setAreaSource } from '../src/i18n';
import { readArea } from './locales';
import { useSession } from '../src/stores/session';
import { useSettings } from '../src/stores/settings';
import { registerNavigate } from '../src/lib/navigation';
import { setFailureNotice } from '../src/api/client';
import { failureToast } from '../src/ui/state/toast';
import { clearToast } from '../src/ui/state/ToastView';

// The chart library draws on a canvas, which jsdom has not: every test gets the recorded one (any page may
// show a chart, the routes test renders them all).
vi.mock('lightweight-charts', async () => (await import('./pages/chartRecorder')).chartLibrary);

// Any console.error during a test fails it (React warnings, act() misuse, crashes). One exception: the UI
// kit's imperative dialogs render into a root of their own, outside any act() scope.
const realError = console.error;
const IMPERATIVE = /rc-util[\\/]lib[\\/]React[\\/]render|render-imperatively/;
/** The stack of this call, deep enough to reach the UI kit's frame below React's own (10 frames were not). */
function deepStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack;
}
const fromImperativeRoot = (args: unknown[]) =>
  String(args[0]).includes('not wrapped in act') &&
  IMPERATIVE.test(`${args.map(String).join(' ')} ${deepStack()}`);
beforeEach(() => {
  // The toast and the UI kit's dialogs live in the body, outside the test's tree. Whatever the last test left
  // there (still animating out, or shown as it ended: a toast is fetched lazily) is forgotten and taken away.
  clearToast();
  Dialog.clear();
  document.body.replaceChildren();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (fromImperativeRoot(args)) return;
    realError(...args);
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

// A loaded 2-core machine can take longer than the default 1 s to render a page's data.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks pointer capture, which the UI kit's gestures call.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
// …and scrolling an element into view, which the passcode input does when it is focused.
Element.prototype.scrollIntoView ??= () => undefined;
// …and IntersectionObserver, which lazy pictures (the UI kit's Image) watch the viewport with: here they
// never come into view, so they stay placeholders.
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
} as unknown as typeof IntersectionObserver;

beforeAll(async () => {
  setAreaSource(readArea);
  setFailureNotice(failureToast);
  // Tests load no CSS; antd-mobile checks that its global styles are present.
  const style = document.createElement('style');
  style.textContent = '.adm-px-tester { position: fixed; }';
  document.head.append(style);
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});

afterEach(async () => {
  cleanup();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Dialog.clear();
  clearToast();
  // A dialog still animating out keeps its focus trap until it is gone: it must not pull the next test's focus.
  releaseFocusTraps();
  useSession.setState({ token: '', uid: 0 });
  useSettings.setState(useSettings.getInitialState(), true);
  registerNavigate(null);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  server.resetHandlers();
  // The seed counts back from the clock's now: the next test starts from data seeded as of the real one.
  useRealClock();
  // …and the client forgets the server's time it learnt (a test's frozen or skipped clock, a fixture's).
  resetServerClock();
  // A support reply still waiting belongs to this test's state: its timer must not fire into the next test.
  stopReplyTimer();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(() => server.close());
