import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { recentRewardsQuery, stakeCountsQuery, stakeRewardPages } from '../../api/stakes/stakes';
import { DataView } from '../../ui/state/DataView';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { useFormat } from '../../ui/hooks/useFormat';
import { PayoutChart } from './PayoutChart';
import { payoutDays } from './stakeMath';
import { StakeTotals } from './StakeTotals';
import { WalletShell } from '../wallet';
import '../../ui/layout/panel.css';
import './stake.css';
import { Amount } from '../../ui/money/Amount';

/** Staking income: the totals, the daily payouts as a chart, and every payout. No wallet: create one first. */
export default function StakeIncome() {
  return <WalletShell className="stake-page">{() => <Income />}</WalletShell>;
}

function Income() {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useQuery(stakeCountsQuery());
  const recent = useQuery(recentRewardsQuery());

  return (
    <>
      <section className="card panel-hero" aria-label={t('stake.income.totals')}>
        <h2 className="panel-heading">{t('stake.income.totals')}</h2>
        <DataView query={counts}>{(figures) => <StakeTotals counts={figures} />}</DataView>
      </section>
      <section className="card" aria-label={t('stake.income.chart')}>
        <h2 className="panel-heading">{t('stake.income.chart')}</h2>
        <DataView
          query={recent}
          isEmpty={(rows) => payoutDays(rows, 1).length === 0}
          emptyText={t('stake.income.noDays')}
        >
          {(rows) => <PayoutChart rewards={rows} />}
        </DataView>
      </section>
      <section className="card" aria-label={t('stake.income.list')}>
        <h2 className="panel-heading">{t('stake.income.list')}</h2>
        <InfiniteList
          query={stakeRewardPages()}
          itemKey={(row) => row.id}
          emptyText={t('stake.income.empty')}
          renderItem={(row) => (
            <div className="panel-log-row">
              <div className="panel-log-line">
                <span className="panel-log-kind">{t(`stake.income.kind.${row.kind}`)}</span>
                <span className="panel-log-amount is-in">
                  <Amount value={row.amount} unit="QC" signed />
                </span>
              </div>
              <div className="panel-log-line panel-log-meta">
                <span>{t('stake.income.order', { orderNo: row.order_no })}</span>
                <span>{format.time(row.create_time)}</span>
              </div>
            </div>
          )}
        />
      </section>
    </>
  );
}
