import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSendCode } from '../../api/account/account';
import { useModifyPhone } from '../../api/account/profile';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { CodeField } from '../../ui/form/CodeField';
import { DEFAULT_REGION, PhoneInput, type PhoneValue } from '../../ui/form/PhoneInput';
import { toast } from '../../ui/state/toast';
import { useGoBack } from '../../ui/layout/useGoBack';
import { profileRules } from './profileRules';
import { href } from '../../lib/href';
import { usePhoneRegions } from '../../api/config';

interface NewPhoneValues {
  phone: PhoneValue;
  code: string;
}

interface ProfilePhoneNewProps {
  current: PhoneValue;
  /** the code step 1 sent to the current phone */
  oldCode: string;
  onBack: () => void;
}

/** Step 2: the new phone and its code; the change is sent with both codes. */
export function ProfilePhoneNew({ current, oldCode, onBack }: ProfilePhoneNewProps) {
  const regions = usePhoneRegions();
  const { t } = useTranslation();
  const [form] = Form.useForm<NewPhoneValues>();
  const rules = profileRules(t);
  const sendCode = useSendCode();
  const modifyPhone = useModifyPhone();
  const goBack = useGoBack(href('/pages/my/info'));

  const sendNewCode = async () => {
    await form.validateFields(['phone']);
    const phone = form.getFieldValue('phone') as PhoneValue;
    await sendCode.mutateAsync({ phoneRegion: phone.region, phoneNumber: phone.number, type: 'changePhone' });
  };

  const { run, sending } = useSendGuard(async ({ phone, code }: NewPhoneValues) => {
    await modifyPhone.mutateAsync({
      phoneRegion: phone.region,
      phoneNumber: phone.number,
      oldCode,
      code: code.trim(),
    });
    toast(t('profile.phoneChanged'), 'success');
    goBack();
  });

  return (
    <Form
      form={form}
      className="profile-form"
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ phone: { region: current.region || DEFAULT_REGION, number: '' }, code: '' }}
      onFinish={(values: NewPhoneValues) => void run(values)}
      footer={
        <div className="profile-actions">
          <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
            {t('profile.phoneSubmit')}
          </Button>
          <Button block fill="none" onClick={onBack} disabled={sending}>
            {t('profile.previous')}
          </Button>
        </div>
      }
    >
      <Form.Item name="phone" label={t('profile.newPhone')} rules={rules.newPhone(current)}>
        <PhoneInput regions={regions} />
      </Form.Item>
      <Form.Item name="code" label={t('login.code')} rules={rules.code}>
        <CodeField onSend={sendNewCode} />
      </Form.Item>
    </Form>
  );
}
