/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The fake backend ships only when no real backend is configured (and never in a real-backend bundle).
  const fakeBackend = !env.VITE_API_BASE;
  return {
    plugins: [
      react(),
      {
        // public/ holds the fake backend's service worker; a real-backend build has no use for it.
        name: 'drop-fake-backend-worker',
        apply: 'build',
        closeBundle() {
          if (!fakeBackend) fs.rmSync(path.resolve('dist', 'mockServiceWorker.js'), { force: true });
        },
      },
    ],
    define: {
      __FAKE_BACKEND__: JSON.stringify(fakeBackend),
    },
    build: {
      target: 'es2020',
      manifest: true,
      chunkSizeWarningLimit: 400,
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      pool: 'threads',
      testTimeout: 20000,
      css: false,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  };
});
