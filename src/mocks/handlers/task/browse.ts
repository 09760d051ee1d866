import type { TaskType } from '../../../api/tasks/task';
import { db } from '../../db';
import { given, optionalOf, wholeNumber } from '../../rules/input';
import { ensure, ok, pageOf, route, withAuth } from '../../http/route';
import { toTask } from './views';

export const TASKS_PAGE_SIZE = 20;
const TYPES: readonly TaskType[] = ['daily', 'promotion'];

/**
 * The catalogue in its fixed order, each task as the user stands with it today, 20 a page; `type` one kind,
 * `id` that task alone (an empty page when there is none). A malformed `type` or `id` is "invalid request".
 */
const list = route(
  'GET /apiv2/Task/list',
  withAuth(({ user, fields, lang }) => {
    const type = optionalOf(fields.type, TYPES);
    const id = given(fields.id) ? wholeNumber(fields.id) : undefined;
    ensure(id !== null, 'badRequest');
    const rows = db().tasks.filter(
      (t) => (type === undefined || t.type === type) && (id === undefined || t.id === id),
    );
    return ok(pageOf(rows, fields, (row) => toTask(row, user, lang), TASKS_PAGE_SIZE));
  }),
);

export const browseHandlers = [list];
