import type { MediaReader } from '../http/media';

/** Each picture is a chunk of its own, fetched the first time it is asked for. */
const files = import.meta.glob<string>('./*.svg', { query: '?raw', import: 'default' });

/** The pictures as Vite bundles them, for the in-browser fake backend and Vitest. */
export const readBundledMedia: MediaReader = async (file) => {
  const load = files[`./${file}`];
  return load ? await load() : undefined;
};
