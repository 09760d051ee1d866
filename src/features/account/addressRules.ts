import type { TFunction } from 'i18next';
import type { DeliveryMethod } from '../../api/account/profile';
import { isPhoneNumber } from '../../lib/validate';
import type { PhoneValue } from '../../ui/form/PhoneInput';

/** The server's bounds (Profile/ModifyAddress), in characters after trimming. */
export const RECIPIENT_NAME_MAX = 30;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 200;

export const DELIVERY_METHODS: readonly DeliveryMethod[] = ['express', 'pickup'];

const chars = (value: string | undefined) => Array.from((value ?? '').trim()).length;

const check = (ok: boolean, message: string) => (ok ? Promise.resolve() : Promise.reject(new Error(message)));

/** Messages in the current language, shown before anything is sent. */
export const addressRules = (t: TFunction) => ({
  recipientName: [
    {
      validator: (_: unknown, value?: string) =>
        check(
          chars(value) >= 1 && chars(value) <= RECIPIENT_NAME_MAX,
          t('address.recipientNameInvalid', { max: RECIPIENT_NAME_MAX }),
        ),
    },
  ],
  phone: [
    {
      validator: (_: unknown, value?: PhoneValue) =>
        check(Boolean(value?.region) && isPhoneNumber(value?.number ?? ''), t('address.phoneInvalid')),
    },
  ],
  address: [
    {
      validator: (_: unknown, value?: string) =>
        check(
          chars(value) >= ADDRESS_MIN && chars(value) <= ADDRESS_MAX,
          t('address.addressInvalid', { min: ADDRESS_MIN, max: ADDRESS_MAX }),
        ),
    },
  ],
});
