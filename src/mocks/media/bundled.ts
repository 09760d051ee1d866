import type { MediaReader } from '../http/media';

/** Each picture is a chunk of its own (a data URL), fetched the first time it is asked for. */
const files = import.meta.glob<string>('./*.webp', { query: '?inline', import: 'default' });

/** The pictures as Vite bundles them, for the in-browser fake backend and Vitest. */
export const readBundledMedia: MediaReader = async (file) => {
  const load = files[`./${file}`];
  if (!load) return undefined;
  const dataUrl = await load();
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};
