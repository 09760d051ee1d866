import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { issuanceDaysQuery, issuanceInfoQuery, myIssuancePages } from '../../api/wallet';
import { useSession } from '../../stores/session';
import { DataView } from '../../ui/DataView';
import { FactList } from '../../ui/FactList';
import { InfiniteList } from '../../ui/InfiniteList';
import { PageShell } from '../../ui/PageShell';
import { Segmented } from '../../ui/Segmented';
import { useFormat } from '../../ui/useFormat';
import { IssuanceChart } from './components/IssuanceChart';
import './wallet.css';

type Range = '7' | '30' | 'all';

/** Days read for each range (zengFaList answers at most 400 rows). */
const DAYS: Record<Range, number> = { '7': 7, '30': 30, all: 400 };

/** QC's issuance and price: today's facts, a chart over 7 days, 30 days or all, and the user's own share. */
export default function ChartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useSession((state) => state.uid !== 0);
  const [range, setRange] = useState<Range>('30');
  const info = useQuery(issuanceInfoQuery());
  const days = useQuery(issuanceDaysQuery({ pageIndex: 1, pageSize: DAYS[range] }));

  return (
    <PageShell className="wallet-page">
      <section className="card" aria-label={t('wallet.chart.today')}>
        <h2 className="wallet-heading">{t('wallet.chart.today')}</h2>
        <DataView query={info}>
          {(facts) => (
            <FactList
              className="wallet-facts"
              facts={[
                { label: t('wallet.chart.todayAdded'), value: format.qc(facts.today_added) },
                { label: t('wallet.chart.totalSupply'), value: format.qc(facts.total_supply) },
                { label: t('wallet.chart.circulating'), value: format.qc(facts.circulating) },
                ...(signedIn ? [{ label: t('wallet.chart.myToday'), value: format.qc(facts.my_today) }] : []),
              ]}
            />
          )}
        </DataView>
      </section>
      <section className="card" aria-label={t('wallet.chart.title')}>
        <h2 className="wallet-heading">{t('wallet.chart.title')}</h2>
        <Segmented
          label={t('wallet.chart.range')}
          value={range}
          onChange={setRange}
          options={[
            { value: '7', label: t('wallet.chart.days7') },
            { value: '30', label: t('wallet.chart.days30') },
            { value: 'all', label: t('wallet.chart.all') },
          ]}
        />
        <DataView
          query={days}
          isEmpty={(page) => page.list.length === 0}
          emptyText={t('wallet.chart.noDays')}
        >
          {(page) => <IssuanceChart days={page.list} />}
        </DataView>
      </section>
      {signedIn ? (
        <section className="card" aria-label={t('wallet.chart.mine')}>
          <h2 className="wallet-heading">{t('wallet.chart.mine')}</h2>
          <InfiniteList
            className="wallet-log"
            query={myIssuancePages()}
            itemKey={(row) => row.id}
            emptyText={t('wallet.chart.noShares')}
            renderItem={(row) => (
              <div className="wallet-log-row">
                <div className="wallet-log-line">
                  <span className="wallet-log-kind">{row.reason}</span>
                  <span className="wallet-log-amount is-in">{format.signed(row.amount, 'QC')}</span>
                </div>
                <div className="wallet-log-line wallet-log-meta">
                  <span>{format.time(row.create_time)}</span>
                </div>
              </div>
            )}
          />
        </section>
      ) : null}
    </PageShell>
  );
}
