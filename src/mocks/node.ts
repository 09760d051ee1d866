import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { chatHandler } from './hub/socket';

/** The fake backend for Vitest: state in memory only (reset it between tests with resetDb). */
export const server = setupServer(...handlers, chatHandler);

export { resetDb } from './db';
export { clock } from './clock';
