import fs from 'node:fs';
import path from 'node:path';
import type { Persistence } from '../db';

/**
 * The fake backend's state in a JSON file. A save writes a new file and renames it over the old one, so a
 * reader never sees half a state and every save changes the file's identity (its revision): a reset
 * written by another process is picked up by a running server at its next request.
 */
export function filePersistence(file: string): Persistence {
  return {
    load: () => {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    save: (stored) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const next = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(next, JSON.stringify(stored));
      fs.renameSync(next, file);
    },
    revision: () => {
      try {
        const { ino, mtimeMs, size } = fs.statSync(file);
        return `${ino}:${mtimeMs}:${size}`;
      } catch {
        return null;
      }
    },
  };
}
