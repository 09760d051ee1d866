import type { TFunction } from 'i18next';
import type { PhoneValue } from '../../../ui/PhoneInput';
import { isLoginPassword, isPhoneNumber, isVerificationCode } from '../../../lib/validate';

/** Form rules shared by sign-in, registration and reset; messages in the current language. */
export const loginRules = (t: TFunction) => ({
  phone: [
    {
      validator: (_: unknown, value?: PhoneValue) =>
        value && isPhoneNumber(value.number)
          ? Promise.resolve()
          : Promise.reject(new Error(t('login.phoneInvalid'))),
    },
  ],
  password: [
    {
      validator: (_: unknown, value?: string) =>
        value && isLoginPassword(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('login.passwordLength'))),
    },
  ],
  code: [
    {
      validator: (_: unknown, value?: string) =>
        value && isVerificationCode(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('login.codeRequired'))),
    },
  ],
  inviteCode: [{ required: true, whitespace: true, message: t('login.inviteRequired') }],
});
