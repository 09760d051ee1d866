import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useForgotPassword } from '../../api/account/account';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { CodeField } from '../../ui/form/CodeField';
import { PageShell } from '../../ui/layout/PageShell';
import { DEFAULT_REGION, PhoneInput, type PhoneValue } from '../../ui/form/PhoneInput';
import { toast } from '../../ui/state/toast';
import { loginRules } from './rules';
import { useSendCodeFor } from './useSendCodeFor';
import './login.css';
import { PasswordPair, type PasswordPairValues } from '../../ui/form/PasswordPair';
import { href } from '../../lib/href';
import { usePhoneRegions } from '../../api/config';

interface ResetValues extends PasswordPairValues {
  phone: PhoneValue;
  code: string;
}

/** Reset the login password with a code sent to the phone. */
export default function ResetPassword() {
  const regions = usePhoneRegions();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<ResetValues>();
  const rules = loginRules(t);
  const sendForgotCode = useSendCodeFor(form, 'forgot');
  const forgotPassword = useForgotPassword();
  const { run, sending } = useSendGuard(async (values: ResetValues) => {
    await forgotPassword.mutateAsync({
      phoneRegion: values.phone.region,
      phoneNumber: values.phone.number,
      code: values.code.trim(),
      password: values.password,
    });
    toast(t('login.resetDone'), 'success');
    const route = params.get('route');
    navigate(href('/pages/login/index', { route: route || undefined }), {
      replace: true,
    });
  });

  return (
    <PageShell className="login-page">
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        initialValues={{ phone: { region: DEFAULT_REGION, number: '' }, code: '', password: '', confirm: '' }}
        onFinish={(values) => void run(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
            {t('login.resetSubmit')}
          </Button>
        }
      >
        <Form.Item name="phone" label={t('login.phone')} rules={rules.phone}>
          <PhoneInput regions={regions} />
        </Form.Item>
        <Form.Item name="code" label={t('login.code')} rules={rules.code}>
          <CodeField onSend={sendForgotCode} />
        </Form.Item>
        <PasswordPair
          label={t('login.newPassword')}
          placeholder={t('login.passwordPlaceholder')}
          confirmLabel={t('login.confirmPassword')}
          confirmPlaceholder={t('login.confirmPlaceholder')}
        />
      </Form>
    </PageShell>
  );
}
