import type { TFunction } from 'i18next';
import type { PayPasswordProblem } from '../../../lib/validate';

/** The login password the account has now: the server judges it, the form only asks that it is there. */
export const currentPasswordRules = (t: TFunction) => [
  { required: true, message: t('security.currentRequired') },
];

/** Why a payment password cannot be used, in words. */
export const payProblemText = (t: TFunction, problem: PayPasswordProblem) =>
  ({
    format: t('security.payFormat'),
    repeated: t('security.payRepeated'),
    consecutive: t('security.payConsecutive'),
  })[problem];
