import type { TFunction } from 'i18next';
import type { PhoneValue } from '../../ui/form/PhoneInput';
import { isPhoneNumber, isVerificationCode } from '../../lib/validate';
import { ruleOf } from '../../lib/formRules';
import { passwordRule } from '../../ui/form/passwordRule';

/** Form rules shared by sign-in, registration and reset; messages in the current language. */
export const loginRules = (t: TFunction) => ({
  phone: [
    ruleOf<PhoneValue>((value) => Boolean(value && isPhoneNumber(value.number)), t('login.phoneInvalid')),
  ],
  password: [passwordRule(t)],
  code: [ruleOf<string>((value) => Boolean(value && isVerificationCode(value)), t('login.codeRequired'))],
  inviteCode: [{ required: true, whitespace: true, message: t('login.inviteRequired') }],
});
