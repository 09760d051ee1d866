import { defineConfig } from 'vitest/config';

/**
 * `npm run contract` runs the contract check under Vitest (scripts/contract.mjs): the app's API modules as
 * they are, with Vite's `import.meta.env` (VITE_API_BASE is the server checked) and a DOM for the stores.
 */
export default defineConfig({
  define: { __FAKE_BACKEND__: 'false', __BUILD_ID__: JSON.stringify('contract') },
  test: {
    environment: 'jsdom',
    include: ['contract/contract.run.ts'],
    setupFiles: ['contract/setup.ts'],
    testTimeout: 10 * 60_000,
    reporters: ['dot'],
  },
});
