import path from 'node:path';
import { attachPersistence, resetShared } from '../db';
import { filePersistence } from './fileStore';
import { readOptions } from './options';

/** `npm run backend:reset`: the state file back to the seed; a running server takes it at its next request. */
const { state } = readOptions();
attachPersistence(filePersistence(path.resolve(state)));
await resetShared();
console.log(`Fake backend state reset: ${path.resolve(state)}`);
