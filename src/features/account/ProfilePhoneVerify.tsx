import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSendCode } from '../../api/account/account';
import { maskPhone } from '../../lib/format';
import { CodeField } from '../../ui/form/CodeField';
import type { PhoneValue } from '../../ui/form/PhoneInput';
import { profileRules } from './profileRules';

interface ProfilePhoneVerifyProps {
  current: PhoneValue;
  onVerified: (code: string) => void;
}

/** Step 1: proves the user still holds the current phone. */
export function ProfilePhoneVerify({ current, onVerified }: ProfilePhoneVerifyProps) {
  const { t } = useTranslation();
  const rules = profileRules(t);
  const sendCode = useSendCode();
  const send = () =>
    sendCode.mutateAsync({
      phoneRegion: current.region,
      phoneNumber: current.number,
      type: 'verifyOldPhone',
    });

  return (
    <Form
      className="profile-form"
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ code: '' }}
      onFinish={({ code }: { code: string }) => onVerified(code.trim())}
      footer={
        <Button block type="submit" color="primary" size="large">
          {t('profile.next')}
        </Button>
      }
    >
      <Form.Item label={t('profile.currentPhone')} description={t('profile.verifyText')}>
        <span className="profile-phone">{`${current.region} ${maskPhone(current.number)}`}</span>
      </Form.Item>
      <Form.Item name="code" label={t('login.code')} rules={rules.code}>
        <CodeField onSend={send} />
      </Form.Item>
    </Form>
  );
}
