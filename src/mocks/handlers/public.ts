import { endpoints } from '../../api/endpoints';
import { db } from '../db';
import { ok, route } from '../util';

const getConfig = route(endpoints.Public.getConfig, () => ok(db().config.public));

export const publicHandlers = [getConfig];
