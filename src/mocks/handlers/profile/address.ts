import type { Address, AddressFields, DeliveryMethod } from '../../../api/account/profile';
import type { LangValue } from '../../../api/types';
import { now } from '../../clock';
import { db } from '../../db';
import { addressOf, submitAddress } from './db/addresses';
import type { AddressRow } from '../../db/schema';
import { readPhone, textLength } from '../../rules/common';
import { ensure, ok, reader, route, withAuth, type Fields } from '../../http/route';

export const RECIPIENT_NAME_MAX = 30;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;
const METHODS: readonly DeliveryMethod[] = ['express', 'pickup'];

const toAddress = (row: AddressRow, lang: LangValue): Address => ({
  recipientName: row.recipientName,
  recipientPhoneRegion: row.recipientPhoneRegion,
  recipientPhoneNumber: row.recipientPhoneNumber,
  address: row.address,
  deliveryMethod: row.deliveryMethod,
  status: row.status,
  rejectReason: row.rejectReason?.[lang] ?? '',
});

/** Every field required: a name of 1–30 characters, a seeded area code, 5–15 digits, 5–200 characters of address. */
function readAddress(fields: Fields): AddressFields {
  const read = reader<AddressFields>(fields);
  const recipientName = read('recipientName').trim();
  ensure(
    textLength(recipientName) >= 1 && textLength(recipientName) <= RECIPIENT_NAME_MAX,
    'recipientNameLength',
  );
  const phone = readPhone((key) =>
    read(key === 'phoneRegion' ? 'recipientPhoneRegion' : 'recipientPhoneNumber'),
  );
  const address = read('address').trim();
  ensure(textLength(address) >= ADDRESS_MIN && textLength(address) <= ADDRESS_MAX, 'addressLength');
  const deliveryMethod = METHODS.find((m) => m === read('deliveryMethod'));
  ensure(deliveryMethod, 'deliveryMethodInvalid');
  return {
    recipientName,
    recipientPhoneRegion: phone.phoneRegion,
    recipientPhoneNumber: phone.phoneNumber,
    address,
    deliveryMethod,
  };
}

const getMyAddress = route(
  'GET /api/Profile/GetMyAddress',
  withAuth(({ user, lang }) => {
    const row = addressOf(db(), user.uid);
    return ok(row ? toAddress(row, lang) : null);
  }),
);

/** Saving replaces the address and puts it under review again (the clock decides it: db/addresses). */
const modifyAddress = route(
  'POST /api/Profile/ModifyAddress',
  withAuth(({ user, fields, lang }) => {
    const row = submitAddress(db(), user.uid, readAddress(fields), now());
    return ok(toAddress(row, lang), 'addressSubmitted');
  }),
);

export const addressHandlers = [getMyAddress, modifyAddress];
