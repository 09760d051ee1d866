import type { TFunction } from 'i18next';
import type { PhoneValue } from '../../ui/form/PhoneInput';
import { isLoginPassword, isPhoneNumber, isVerificationCode } from '../../lib/validate';
import { matchesField, ruleOf } from '../../lib/formRules';

/** Form rules shared by sign-in, registration and reset; messages in the current language. */
export const loginRules = (t: TFunction) => ({
  phone: [
    ruleOf<PhoneValue>((value) => Boolean(value && isPhoneNumber(value.number)), t('login.phoneInvalid')),
  ],
  password: [ruleOf<string>((value) => Boolean(value && isLoginPassword(value)), t('login.passwordLength'))],
  code: [ruleOf<string>((value) => Boolean(value && isVerificationCode(value)), t('login.codeRequired'))],
  inviteCode: [{ required: true, whitespace: true, message: t('login.inviteRequired') }],
  /** the repeat of the new password */
  confirm: [matchesField('password', t('login.passwordMismatch'))],
});
