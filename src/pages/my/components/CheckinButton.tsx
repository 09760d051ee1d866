import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../../../api/account';
import { checkIn, profileKeys, type CheckInCycle, type CheckInResult } from '../../../api/profile';
import { SendButton } from '../../../ui/SendButton';
import { toast } from '../../../ui/toast';

/**
 * Checks in once a day. Afterwards the cycle and the profile (the session's points) are read again; a
 * refusal (already checked in elsewhere) also re-reads the cycle so the button catches up.
 */
export function CheckinButton({ cycle }: { cycle: CheckInCycle }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CheckInResult | null>(null);

  const send = async () => {
    try {
      const reward = await checkIn();
      setResult(reward);
      toast(t('checkin.rewarded', { reward: reward.reward }), 'success');
    } finally {
      void queryClient.invalidateQueries({ queryKey: profileKeys.checkIn() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    }
  };

  return (
    <div className="checkin-action">
      <SendButton
        block
        shape="rounded"
        color="primary"
        size="large"
        disabled={cycle.checkedToday}
        onSend={send}
      >
        {cycle.checkedToday ? t('checkin.checkedToday') : t('checkin.checkIn')}
      </SendButton>
      {result ? (
        <p className="checkin-result" role="status">
          {t('checkin.todayReward', { reward: result.reward })}
        </p>
      ) : null}
    </div>
  );
}
