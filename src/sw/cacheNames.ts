/** The demo build's worker keeps the app's files here as they load (src/sw/sw.ts); the prefetcher reads it. */
export const DEMO_FILES_CACHE = 'demo-files';
