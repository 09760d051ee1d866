import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withdrawOpen } from '../../api/wallet/rules/withdrawal';
import { withdrawableQuery } from '../../api/team/team';
import { money } from '../../lib/money';
import { DataView } from '../../ui/state/DataView';
import { useFormat } from '../../ui/hooks/useFormat';
import { TeamWithdrawForm } from './TeamWithdrawForm';
import { Amount } from '../../ui/money/Amount';

/**
 * The team earnings not yet withdrawn (getWithdrawMoney) and, while more than the bar (500) is available, the
 * withdrawal to the mall balance; below it, why there is none.
 */
export function TeamEarnings() {
  const { t } = useTranslation();
  const format = useFormat();
  const withdrawable = useQuery(withdrawableQuery());
  return (
    <DataView query={withdrawable}>
      {({ available, min }) => {
        const open = withdrawOpen(available, min);
        return (
          <>
            <section className="card money-hero team-hero" aria-labelledby="team-available-label">
              <span className="money-hero-label" id="team-available-label">
                {t('team.earnings.available')}
              </span>
              <strong className="money-hero-value" data-testid="team-available">
                <Amount value={available} unit="balance" />
              </strong>
              <span className="team-hero-note" data-testid={open ? undefined : 'withdraw-closed'}>
                {open ? t('team.earnings.open') : t('team.earnings.closed', { min: format.balance(min) })}
              </span>
            </section>
            {open ? <TeamWithdrawForm available={money(available)} /> : null}
          </>
        );
      }}
    </DataView>
  );
}
