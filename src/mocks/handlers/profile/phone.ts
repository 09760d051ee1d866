import type { PhoneRef } from '../../../api/account/account';
import type { ModifyPhoneRequest } from '../../../api/account/profile';
import { consumeCode } from '../../db/codes';
import { findUserByPhone } from '../../db/users';
import { ensureCode, readPhone } from '../../rules/common';
import { ensure, ok, reader, route, withAuth } from '../../http/route';

/**
 * Moves the account to a new, unregistered phone: the current phone's code (verifyOldPhone) proves the
 * owner, the new phone's code (changePhone) the new number. An account without a phone (signed up with
 * TikTok) binds one with the new phone's code alone.
 */
const modifyPhone = route(
  'POST /api/Profile/ModifyPhone',
  withAuth(({ user, fields }) => {
    const read = reader<ModifyPhoneRequest>(fields);
    const next = readPhone(read);
    ensure(!findUserByPhone(next.phoneRegion, next.phoneNumber), 'phoneRegistered');
    const current: PhoneRef | null =
      user.phoneNumber === '' ? null : { phoneRegion: user.phoneRegion, phoneNumber: user.phoneNumber };
    if (current) ensureCode(current, 'verifyOldPhone', read('oldCode'));
    ensureCode(next, 'changePhone', read('code'));
    if (current) consumeCode(current, 'verifyOldPhone');
    consumeCode(next, 'changePhone');
    user.phoneRegion = next.phoneRegion;
    user.phoneNumber = next.phoneNumber;
    return ok(null, 'phoneChanged');
  }),
);

export const phoneHandlers = [modifyPhone];
