import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaReader } from '../http/media';

const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'media');

/** The pictures read from src/mocks/media (the handler has checked the name, so it stays in the folder). */
export const readMediaFile: MediaReader = async (file) => {
  try {
    return new Uint8Array(await readFile(path.join(FOLDER, file)));
  } catch {
    return undefined;
  }
};
