import { useState } from 'react';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../api/account/account';
import { ProfilePhoneNew } from './ProfilePhoneNew';
import { ProfilePhoneVerify } from './ProfilePhoneVerify';

/**
 * Two steps: a code sent to the current phone, then the new phone with its own code. The server checks
 * both codes in the one ModifyPhone call, so the first code is only kept until then.
 */
export function ProfilePhoneSteps({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [oldCode, setOldCode] = useState<string | null>(null);
  const current = { region: user.phoneRegion, number: user.phoneNumber };

  return (
    <>
      <div className="profile-steps">
        <Steps current={oldCode === null ? 0 : 1}>
          <Steps.Step title={t('profile.stepVerify')} />
          <Steps.Step title={t('profile.stepNew')} />
        </Steps>
      </div>
      {oldCode === null ? (
        <ProfilePhoneVerify current={current} onVerified={setOldCode} />
      ) : (
        <ProfilePhoneNew current={current} oldCode={oldCode} onBack={() => setOldCode(null)} />
      )}
    </>
  );
}
