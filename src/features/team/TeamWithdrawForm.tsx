import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMe, usePayPasswordSet } from '../../api/account/account';
import type { LedgerEntry } from '../../api/account/profileTypes';
import { useTeamWithdraw, useTeamWithdrawTrace, type TeamWithdrawal } from '../../api/team/team';
import { money, toWire, type Money } from '../../lib/money';
import { AmountField } from '../../ui/form/AmountField';
import { ConfirmSendSheet } from '../../ui/money/ConfirmSendSheet';
import { SendButton } from '../../ui/money/SendButton';
import { SendFateNotice } from '../../ui/money/SendFateNotice';
import { toast } from '../../ui/state/toast';
import { useAmountField } from '../../ui/form/useAmountField';
import { useConfirmedSend } from '../../ui/money/useConfirmedSend';
import { useFormat } from '../../ui/hooks/useFormat';
import { NOT_SENT } from '../../ui/money/useSendGuard';

/**
 * Team earnings to the mall balance: an amount up to what is available (Max fills it, 2 places), a last look
 * that says where it goes, the payment password, and one withdrawal per confirmation (its request id). A lost
 * answer is looked up in the balance's ledger, never sent again.
 */
export function TeamWithdrawForm({ available }: { available: Money }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useMe((me) => me.balance).data;
  const amount = useAmountField({ decimals: 2, max: available });
  const withdraw = useTeamWithdraw();
  const trace = useTeamWithdrawTrace();
  // What says it moved: the answer, or the ledger's credit found after a lost one.
  const confirmed = useConfirmedSend<Money, TeamWithdrawal | LedgerEntry>(
    (draft, password, requestId) =>
      withdraw.mutateAsync({ amount: toWire(draft), pay_password: password, request_id: requestId }),
    {
      passwordTitle: t('team.withdraw.passwordTitle'),
      hasPayPassword: usePayPasswordSet(),
      trace,
      sent: (draft) => {
        amount.reset();
        toast(t('team.withdraw.done', { amount: format.balance(draft) }), 'success');
      },
    },
  );

  const next = () => {
    const checked = amount.check();
    if (!checked || confirmed.blocked) return NOT_SENT;
    confirmed.open(checked);
  };

  const draft = confirmed.draft;
  return (
    <section className="card team-withdraw" aria-labelledby="team-withdraw-title">
      <h2 className="money-heading" id="team-withdraw-title">
        {t('team.withdraw.title')}
      </h2>
      <SendFateNotice {...confirmed.notice} />
      <AmountField
        {...amount.field}
        label={t('team.withdraw.amount')}
        placeholder={t('team.withdraw.placeholder')}
        show={format.balance}
        aboveMaxText={(max) => t('team.withdraw.overAvailable', { max })}
        note={t('team.withdraw.available', { amount: format.balance(available) })}
        suffix={
          <Button size="mini" fill="outline" onClick={() => amount.change(available.toFixed(2))}>
            {t('team.withdraw.max')}
          </Button>
        }
      />
      <div className="money-actions">
        <SendButton block color="primary" size="large" disabled={confirmed.blocked} onSend={next}>
          {t('team.withdraw.next')}
        </SendButton>
      </div>
      <ConfirmSendSheet
        visible={confirmed.visible}
        onClose={confirmed.close}
        title={t('team.withdraw.confirmTitle')}
        facts={
          draft
            ? [
                { label: t('team.withdraw.confirmAmount'), value: format.balance(draft) },
                { label: t('team.withdraw.from'), value: t('team.withdraw.teamEarnings') },
                { label: t('team.withdraw.to'), value: t('team.withdraw.mallBalance') },
                ...(balance === undefined || balance === null
                  ? []
                  : [
                      {
                        label: t('team.withdraw.balanceAfter'),
                        value: format.balance(money(balance).plus(draft)),
                      },
                    ]),
              ]
            : []
        }
        note={t('team.withdraw.confirmNote')}
        confirmText={t('team.withdraw.confirm')}
        onConfirm={confirmed.confirm}
      />
      {confirmed.passwordSheet}
    </section>
  );
}
