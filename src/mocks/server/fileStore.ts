import fs from 'node:fs';
import path from 'node:path';
import type { Persistence } from '../db';

/**
 * The fake backend's state in JSON files: the head in `file`, each table's parts beside it
 * (`db.orders.json`, `db.orders.1.json` for `db.json`). A write makes a new file and renames it over the old
 * one, so a reader never sees half a part; the head is written after the parts it names, so a reset written
 * by another process is picked up by a running server at its next request.
 */
export function filePersistence(file: string): Persistence {
  const { dir, name, ext } = path.parse(file);
  const fileOf = (key: string) =>
    key === '' ? file : path.join(dir, `${name}.${key.replace(':', '.')}${ext}`);
  return {
    read: (key) => {
      try {
        return fs.readFileSync(fileOf(key), 'utf8');
      } catch {
        return null;
      }
    },
    write: (key, text) => {
      const target = fileOf(key);
      if (text === null) {
        fs.rmSync(target, { force: true });
        return;
      }
      fs.mkdirSync(dir, { recursive: true });
      const next = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(next, text);
      fs.renameSync(next, target);
    },
  };
}
