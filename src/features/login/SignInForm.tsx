import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../api/account/account';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { DEFAULT_REGION, PhoneInput, type PhoneValue } from '../../ui/form/PhoneInput';
import { loginRules } from './rules';
import { useFinishLogin } from './useFinishLogin';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { usePhoneRegions } from '../../api/config';

interface SignInValues {
  phone: PhoneValue;
  password: string;
}

export function SignInForm() {
  const regions = usePhoneRegions();
  const { t } = useTranslation();
  const [form] = Form.useForm<SignInValues>();
  const finish = useFinishLogin();
  const rules = loginRules(t);
  const signIn = useSignIn();
  const { run, sending } = useSendGuard(async (values: SignInValues) => {
    await signIn.mutateAsync({
      phoneRegion: values.phone.region,
      phoneNumber: values.phone.number,
      password: values.password,
    });
    finish();
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ phone: { region: DEFAULT_REGION, number: '' }, password: '' }}
      onFinish={(values) => void run(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
          {t('login.signIn')}
        </Button>
      }
    >
      <Form.Item name="phone" label={t('login.phone')} rules={rules.phone}>
        <PhoneInput regions={regions} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={rules.password}>
        <PasswordInput placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
    </Form>
  );
}
