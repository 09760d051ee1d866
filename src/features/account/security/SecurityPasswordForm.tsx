import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useModifyPassword } from '../../../api/account/profile';
import { useSendGuard } from '../../../ui/money/useSendGuard';
import { toast } from '../../../ui/state/toast';
import { useGoBack } from '../../../ui/layout/useGoBack';
import { currentPasswordRules } from './securityRules';
import { PasswordInput } from '../../../ui/form/PasswordInput';
import { PasswordPair, type PasswordPairValues } from '../../../ui/form/PasswordPair';
import { href } from '../../../lib/href';

interface PasswordValues extends PasswordPairValues {
  oldPassword: string;
}

/** Old password, new password and its repeat; the repeat never leaves the page. */
export function SecurityPasswordForm() {
  const { t } = useTranslation();
  const goBack = useGoBack(href('/pages/my/info'));
  const modifyPassword = useModifyPassword();
  const { run, sending } = useSendGuard(async ({ oldPassword, password }: PasswordValues) => {
    await modifyPassword.mutateAsync({ oldPassword, password });
    toast(t('security.passwordChanged'), 'success');
    goBack();
  });

  return (
    <Form
      className="security-form"
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ oldPassword: '', password: '', confirm: '' }}
      onFinish={(values: PasswordValues) => void run(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
          {t('security.passwordSubmit')}
        </Button>
      }
    >
      <Form.Item name="oldPassword" label={t('security.currentPassword')} rules={currentPasswordRules(t)}>
        <PasswordInput placeholder={t('security.currentPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <PasswordPair
        label={t('security.newPassword')}
        placeholder={t('security.newPlaceholder')}
        confirmLabel={t('security.confirmPassword')}
        confirmPlaceholder={t('security.confirmPlaceholder')}
      />
    </Form>
  );
}
