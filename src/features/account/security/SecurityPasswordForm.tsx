import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useModifyPassword } from '../../../api/account/profile';
import { useSendGuard } from '../../../ui/money/useSendGuard';
import { toast } from '../../../ui/state/toast';
import { useGoBack } from '../../../ui/layout/useGoBack';
import { securityRules } from './securityRules';
import { PasswordInput } from '../../../ui/form/PasswordInput';
import { href } from '../../../lib/href';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** Old password, new password and its repeat; the repeat never leaves the page. */
export function SecurityPasswordForm() {
  const { t } = useTranslation();
  const rules = securityRules(t);
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
      <Form.Item name="oldPassword" label={t('security.currentPassword')} rules={rules.current}>
        <PasswordInput placeholder={t('security.currentPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('security.newPassword')} rules={rules.password}>
        <PasswordInput placeholder={t('security.newPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('security.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirm('password')}
      >
        <PasswordInput placeholder={t('security.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
    </Form>
  );
}
