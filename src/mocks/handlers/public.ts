import { db } from '../db';
import { ok, route } from '../http/route';

const getConfig = route('GET /api/Public/getConfig', () => ok(db().config.public));

export const publicHandlers = [getConfig];
