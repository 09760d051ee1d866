import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePayPasswordSet } from '../../api/account/account';
import { useStakePayTrace } from '../../api/stakes/stakeTrace';
import { getStakePayInfo, usePayStake, type Stake, type StakePayInfo } from '../../api/stakes/stakes';
import { href } from '../../lib/href';
import { money } from '../../lib/money';
import { BottomSheet } from '../../ui/layout/BottomSheet';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { ShortOfMoney } from '../checkout';
import { usePayPassword } from '../../ui/money/usePayPassword';
import { useFormat } from '../../ui/hooks/useFormat';
import { useTracedSend } from '../../ui/money/useTracedSend';

/**
 * Paying a stake that is to pay, wherever it is offered (a new stake, the stakes to pay): what paying takes
 * (payInfo: the account's QC now), then the payment password (none set: led to set one) and one checkPay.
 * An account short of QC says so and leads to the exchange instead. A lost answer is looked up among the
 * stakes (running: it was paid), never sent again. `sheets` renders what it asks with, and that fate.
 */
export function useStakePay(onPaid?: (stake: Stake) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const payPassword = usePayPassword(usePayPasswordSet());
  const payStake = usePayStake();
  const [short, setShort] = useState<StakePayInfo | null>(null);
  const findPaid = useStakePayTrace();
  const traced = useTracedSend<{ id: number; password: string }, Stake>({
    send: ({ id, password }) => payStake.mutateAsync({ id, pay_password: password }),
    trace: ({ id }) => findPaid(id),
    onSent: (stake) => onPaid?.(stake),
  });

  /** Resolves once the password is asked, or the shortfall said (a refusal was toasted by the client). */
  const pay = async (id: number) => {
    if (traced.blocked || !payPassword.ready()) return;
    const info = await getStakePayInfo(id);
    if (money(info.balance).lt(money(info.amount))) {
      setShort(info);
      return;
    }
    payPassword.ask({
      title: t('stake.pay.title'),
      description: t('stake.pay.description', {
        amount: format.qc(info.amount),
        balance: format.qc(info.balance),
      }),
      onComplete: (password) => traced.run({ id, password }),
    });
  };

  const sheets = (
    <>
      <SendFateNotice {...traced.notice} />
      {payPassword.sheet}
      <BottomSheet
        visible={short !== null}
        onClose={() => setShort(null)}
        label={t('stake.pay.shortTitle')}
        className="confirm-sheet"
      >
        <h2>{t('stake.pay.shortTitle')}</h2>
        {short ? (
          <ShortOfMoney
            text={t('stake.pay.shortText', {
              amount: format.qc(short.amount),
              balance: format.qc(short.balance),
            })}
            actionLabel={t('stake.pay.getQc')}
            onAction={() => navigate(href('/pages/wallet/exchange'))}
          />
        ) : null}
      </BottomSheet>
    </>
  );

  /** True when a payment password is set; else the dialog that leads to setting one. */
  return { pay, sheets, ready: payPassword.ready };
}
