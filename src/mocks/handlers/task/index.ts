import { browseHandlers } from './browse';
import { doingHandlers } from './doing';

/** The Task (v2) group: daily and promotion tasks (docs/api.md §10, docs/decisions/0036). */
export const taskHandlers = [...browseHandlers, ...doingHandlers];
