import { setupServer } from 'msw/node';
import { callHandlers } from './handlers';
import { mediaHandler } from './http/media';
import { chatHandler } from './hub/socket';
import { readBundledMedia } from './media/bundled';

/** The fake backend for Vitest: state in memory only (reset it between tests with resetDb). */
export const server = setupServer(...callHandlers(), mediaHandler(readBundledMedia), chatHandler());

export { resetDb } from './db';
export { clock } from './clock';
