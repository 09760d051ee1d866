import type { TFunction } from 'i18next';
import { ruleOf } from '../../lib/formRules';
import { isLoginPassword } from '../../lib/validate';

/** A login password's rule (8 to 16 characters), wherever one is typed: sign-in, registration, a new one. */
export const passwordRule = (t: TFunction) =>
  ruleOf<string>((value) => isLoginPassword(value ?? ''), t('common.passwordLength'));
