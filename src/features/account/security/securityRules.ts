import type { TFunction } from 'i18next';
import type { PayPasswordProblem } from '../../../lib/validate';
import { isLoginPassword } from '../../../lib/validate';
import { matchesField, ruleOf } from '../../../lib/formRules';

/** Login password rules; messages in the current language, shown before anything is sent. */
export const securityRules = (t: TFunction) => ({
  /** the password the account has now: the server judges it, the form only asks that it is there */
  current: [{ required: true, message: t('security.currentRequired') }],
  password: [ruleOf<string>((value) => isLoginPassword(value ?? ''), t('security.passwordLength'))],
  /** the repeat of the field `name` */
  confirm: (name: string) => [matchesField(name, t('security.passwordMismatch'))],
});

/** Why a payment password cannot be used, in words. */
export const payProblemText = (t: TFunction, problem: PayPasswordProblem) =>
  ({
    format: t('security.payFormat'),
    repeated: t('security.payRepeated'),
    consecutive: t('security.payConsecutive'),
  })[problem];
