import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCheckLoginPassword } from '../../../api/account/profile';
import { useSendGuard } from '../../../ui/money/useSendGuard';
import { PasswordInput } from '../../../ui/form/PasswordInput';
import { passwordRule } from '../../../ui/form/passwordRule';

/**
 * Creating a payment password starts with the login password, checked by the server here: a wrong one is
 * refused before any digit is asked (the server names it; the client shows that once).
 */
export function SecurityPayLogin({ onNext }: { onNext: (password: string) => void }) {
  const { t } = useTranslation();
  const check = useCheckLoginPassword();
  const { run, sending } = useSendGuard(async (password: string) => {
    await check.mutateAsync(password);
    onNext(password);
  });
  return (
    <Form
      className="security-form"
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ password: '' }}
      onFinish={({ password }: { password: string }) => void run(password)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
          {t('security.next')}
        </Button>
      }
    >
      <Form.Item
        name="password"
        label={t('security.loginPassword')}
        description={t('security.loginPasswordText')}
        rules={[passwordRule(t)]}
      >
        <PasswordInput placeholder={t('security.loginPasswordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
    </Form>
  );
}
