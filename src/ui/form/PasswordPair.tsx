import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { matchesField } from '../../lib/formRules';
import { PasswordInput } from './PasswordInput';
import { passwordRule } from './passwordRule';

/** The two fields the pair adds to its form; the repeat is the form's to drop before anything is sent. */
export interface PasswordPairValues {
  password: string;
  confirm: string;
}

interface PasswordPairProps {
  /** the form's words for the new password… */
  label: string;
  placeholder: string;
  /** …and for its repeat */
  confirmLabel: string;
  confirmPlaceholder: string;
}

/**
 * A new login password and its repeat, as the fields `password` and `confirm` of the form it stands in: the
 * password 8 to 16 characters, the repeat the same, checked again whenever the password changes.
 */
export function PasswordPair({ label, placeholder, confirmLabel, confirmPlaceholder }: PasswordPairProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={label} rules={[passwordRule(t)]}>
        <PasswordInput placeholder={placeholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[matchesField('password', t('common.passwordMismatch'))]}
      >
        <PasswordInput placeholder={confirmPlaceholder} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
