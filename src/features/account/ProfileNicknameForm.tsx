import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useModifyProfile } from '../../api/account/account';
import { useSendGuard } from '../../ui/money/useSendGuard';
import { toast } from '../../ui/state/toast';
import { useGoBack } from '../../ui/layout/useGoBack';
import { NICKNAME_MAX, profileRules } from './profileRules';
import { href } from '../../lib/href';

interface NicknameValues {
  nickName: string;
}

export function ProfileNicknameForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const modify = useModifyProfile();
  const goBack = useGoBack(href('/pages/my/info'));
  const rules = profileRules(t);
  const { run, sending } = useSendGuard(async ({ nickName }: NicknameValues) => {
    await modify.mutateAsync({ nickName: nickName.trim() });
    toast(t('profile.saved'), 'success');
    goBack();
  });

  return (
    <Form
      className="profile-form"
      layout="vertical"
      requiredMarkStyle="none"
      initialValues={{ nickName: current }}
      onFinish={(values: NicknameValues) => void run(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={sending} disabled={sending}>
          {t('profile.save')}
        </Button>
      }
    >
      <Form.Item
        name="nickName"
        label={t('profile.nickname')}
        rules={rules.nickName}
        description={t('profile.nicknameHint', { max: NICKNAME_MAX })}
      >
        <Input clearable placeholder={t('profile.nicknamePlaceholder')} autoComplete="nickname" />
      </Form.Item>
    </Form>
  );
}
