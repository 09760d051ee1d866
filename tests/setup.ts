import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../src/mocks/node';
import { resetDb } from '../src/mocks/db';
import { useRealClock } from '../src/mocks/clock';
import { initI18n } from '../src/i18n';

// Any console.error during a test fails it (React warnings, act() misuse, crashes).
const realError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    realError(...args);
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  useRealClock();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

afterAll(() => server.close());
