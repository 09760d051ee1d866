import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { securityRules } from './securityRules';
import { PasswordInput } from '../../../ui/PasswordInput';

/** Creating a payment password starts with the login password; the server checks it with the new one. */
export function SecurityPayLogin({ onNext }: { onNext: (password: string) => void }) {
  const { t } = useTranslation();
  const rules = securityRules(t);
  return (
    <Form
      className="security-form"
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ password: '' }}
      onFinish={({ password }: { password: string }) => onNext(password)}
      footer={
        <Button block type="submit" color="primary" size="large">
          {t('security.next')}
        </Button>
      }
    >
      <Form.Item
        name="password"
        label={t('security.loginPassword')}
        description={t('security.loginPasswordText')}
        rules={rules.password}
      >
        <PasswordInput placeholder={t('security.loginPasswordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
    </Form>
  );
}
