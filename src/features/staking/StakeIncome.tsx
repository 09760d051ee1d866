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
// eslint-disable-next-line import-x/no-restricted-paths -- a stylesheet two features share, until it is scoped (issue 34, open)
import '../wallet/wallet.css';
import './stake.css';
import { Amount } from '../../ui/money/Amount';

/** Staking income: the totals, the daily payouts as a chart, and every payout. No wallet: create one first. */
export default function StakeIncome() {
  return <WalletShell className="wallet-page">{() => <Income />}</WalletShell>;
}

function Income() {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = useQuery(stakeCountsQuery());
  const recent = useQuery(recentRewardsQuery());

  return (
    <>
      <section className="card wallet-hero" aria-label={t('stake.income.totals')}>
        <h2 className="wallet-heading">{t('stake.income.totals')}</h2>
        <DataView query={counts}>{(figures) => <StakeTotals counts={figures} />}</DataView>
      </section>
      <section className="card" aria-label={t('stake.income.chart')}>
        <h2 className="wallet-heading">{t('stake.income.chart')}</h2>
        <DataView
          query={recent}
          isEmpty={(rows) => payoutDays(rows, 1).length === 0}
          emptyText={t('stake.income.noDays')}
        >
          {(rows) => <PayoutChart rewards={rows} />}
        </DataView>
      </section>
      <section className="card" aria-label={t('stake.income.list')}>
        <h2 className="wallet-heading">{t('stake.income.list')}</h2>
        <InfiniteList
          className="wallet-log"
          query={stakeRewardPages()}
          itemKey={(row) => row.id}
          emptyText={t('stake.income.empty')}
          renderItem={(row) => (
            <div className="wallet-log-row">
              <div className="wallet-log-line">
                <span className="wallet-log-kind">{t(`stake.income.kind.${row.kind}`)}</span>
                <span className="wallet-log-amount is-in">
                  <Amount value={row.amount} unit="QC" signed />
                </span>
              </div>
              <div className="wallet-log-line wallet-log-meta">
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
