import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckIn, type CheckInCycle, type CheckInResult } from '../../api/account/profile';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { useFormat } from '../../ui/hooks/useFormat';

/** Checks in once a day (the cycle and the user's points are read again, after a refusal too). */
export function CheckinButton({ cycle }: { cycle: CheckInCycle }) {
  const { t } = useTranslation();
  const format = useFormat();
  const checkIn = useCheckIn();
  const [result, setResult] = useState<CheckInResult | null>(null);

  const send = async () => {
    const reward = await checkIn.mutateAsync();
    setResult(reward);
    toast(t('checkin.rewarded', { reward: format.signed(reward.reward, 'points') }), 'success');
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
          {t('checkin.todayReward', { reward: format.signed(result.reward, 'points') })}
        </p>
      ) : null}
    </div>
  );
}
