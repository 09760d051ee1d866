import type { TFunction } from 'i18next';
import { isPhoneNumber, isVerificationCode } from '../../lib/validate';
import type { PhoneValue } from '../../ui/form/PhoneInput';

/** The server's bound (Profile/ModifyProfile), in characters after trimming. */
export const NICKNAME_MAX = 20;

export const nicknameLength = (value: string | undefined) => Array.from((value ?? '').trim()).length;

const check = (ok: boolean, message: string) => (ok ? Promise.resolve() : Promise.reject(new Error(message)));

/** Messages in the current language, shown before anything is sent. */
export const profileRules = (t: TFunction) => ({
  nickName: [
    {
      validator: (_: unknown, value?: string) => {
        const length = nicknameLength(value);
        if (length === 0) return check(false, t('profile.nicknameRequired'));
        return check(length <= NICKNAME_MAX, t('profile.nicknameTooLong', { max: NICKNAME_MAX }));
      },
    },
  ],
  code: [
    {
      validator: (_: unknown, value?: string) =>
        check(isVerificationCode(value ?? ''), t('profile.codeRequired')),
    },
  ],
  /** a number to move to: valid, and not the one the account already has */
  newPhone: (current: PhoneValue) => [
    {
      validator: (_: unknown, value?: PhoneValue) => {
        if (!value || !isPhoneNumber(value.number)) return check(false, t('profile.phoneInvalid'));
        const same = value.region === current.region && value.number.trim() === current.number;
        return check(!same, t('profile.phoneSame'));
      },
    },
  ],
});
