import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignUp } from '../../api/account/account';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { useSettings } from '../../stores/settings';
import { CodeField } from '../../ui/form/CodeField';
import { DEFAULT_REGION, PhoneInput, type PhoneValue } from '../../ui/form/PhoneInput';
import { toast } from '../../ui/state/toast';
import { loginRules } from './rules';
import { useFinishLogin } from './useFinishLogin';
import { useSendCodeFor } from './useSendCodeFor';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { href } from '../../lib/href';
import { usePhoneRegions } from '../../api/config';

interface RegisterValues {
  phone: PhoneValue;
  code: string;
  password: string;
  inviteCode: string;
  agree: boolean;
}

export function RegisterForm({ inviteCode }: { inviteCode: string }) {
  const regions = usePhoneRegions();
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const finish = useFinishLogin();
  const rules = loginRules(t);
  const sendRegisterCode = useSendCodeFor(form, 'register');
  const signUp = useSignUp();
  const { run, sending } = useSendGuard(async (values: RegisterValues) => {
    useSettings.getState().update({ privacyAccepted: true });
    await signUp.mutateAsync({
      phoneRegion: values.phone.region,
      phoneNumber: values.phone.number,
      code: values.code.trim(),
      password: values.password,
      inviteCode: values.inviteCode.trim(),
    });
    finish();
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{
        phone: { region: DEFAULT_REGION, number: '' },
        code: '',
        password: '',
        inviteCode,
        agree: false,
      }}
      onFinish={(values) => (values.agree ? void run(values) : toast(t('login.agreeRequired')))}
      footer={
        <>
          <Form.Item name="agree" valuePropName="checked" noStyle>
            <Checkbox className="agree">
              <Trans
                i18nKey="login.agreeText"
                components={{
                  terms: <Link to={href('/pages/my/agreement')} onClick={(e) => e.stopPropagation()} />,
                  privacy: <Link to={href('/pages/my/privacy')} onClick={(e) => e.stopPropagation()} />,
                }}
              />
            </Checkbox>
          </Form.Item>
          <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
            {t('login.register')}
          </Button>
        </>
      }
    >
      <Form.Item name="phone" label={t('login.phone')} rules={rules.phone}>
        <PhoneInput regions={regions} />
      </Form.Item>
      <Form.Item name="code" label={t('login.code')} rules={rules.code}>
        <CodeField onSend={sendRegisterCode} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={rules.password}>
        <PasswordInput placeholder={t('login.passwordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="inviteCode" label={t('login.inviteCode')} rules={rules.inviteCode}>
        <Input maxLength={32} placeholder={t('login.invitePlaceholder')} />
      </Form.Item>
    </Form>
  );
}
