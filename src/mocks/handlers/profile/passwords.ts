import type {
  CreatePayPasswordRequest,
  ModifyPasswordRequest,
  ModifyPayPasswordRequest,
} from '../../../api/account/profile';
import { revokeSessions } from '../../db/sessions';
import { checkPassword, setPassword, setPayPassword } from '../../db/users';
import { ensureNewPayPassword, ensurePassword, ensurePayPassword } from '../../rules/common';
import { ensure, ok, reader, route, withAuth } from '../../http/route';

/**
 * A new login password once the old one matches. Every other session of the account ends, as whoever
 * knew the old password may be signed in; the session that changed it stays.
 */
const modifyPassword = route(
  'POST /api/Profile/ModifyPassword',
  withAuth(({ user, fields, token }) => {
    const read = reader<ModifyPasswordRequest>(fields);
    ensure(checkPassword(user, read('oldPassword')), 'wrongPassword');
    const password = read('password');
    ensurePassword(password);
    setPassword(user, password);
    revokeSessions(user.uid, token);
    return ok(null, 'passwordChanged');
  }),
);

/**
 * The first payment password, confirmed with the login password; stored hashed like it. Sent without
 * `payPassword`, the call only checks the login password, so the page can refuse it at its first step.
 */
const createPayPassword = route(
  'POST /api/Profile/CreatePayPassword',
  withAuth(({ user, fields }) => {
    const read = reader<CreatePayPasswordRequest>(fields);
    ensure(user.payPasswordHash === null, 'payPasswordExists');
    ensure(checkPassword(user, read('password')), 'wrongPassword');
    if (fields.payPassword === undefined) return ok(null);
    const payPassword = read('payPassword');
    ensureNewPayPassword(payPassword);
    setPayPassword(user, payPassword);
    return ok(null, 'payPasswordSet');
  }),
);

const modifyPayPassword = route(
  'POST /api/Profile/ModifyPayPassword',
  withAuth(({ user, fields }) => {
    const read = reader<ModifyPayPasswordRequest>(fields);
    ensurePayPassword(user, read('oldPayPassword'));
    const payPassword = read('payPassword');
    ensureNewPayPassword(payPassword);
    setPayPassword(user, payPassword);
    return ok(null, 'passwordChanged');
  }),
);

export const passwordHandlers = [modifyPassword, createPayPassword, modifyPayPassword];
