import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { issuanceDaysQuery } from '../../api/wallet';
import { useSession } from '../../stores/session';
import { DataView } from '../../ui/DataView';
import { PageShell } from '../../ui/PageShell';
import { useFormat } from '../../ui/useFormat';
import { ChartRangePicker, rangePage, type ChartRange } from './components/ChartRange';
import { IssuanceChart } from './components/IssuanceChart';
import { IssuanceToday } from './components/IssuanceToday';
import { MyIssuanceList } from './components/MyIssuanceList';
import { WalletDocumentLinks } from './components/WalletDocumentLinks';
import './wallet.css';

/** QC's issuance and price: today's facts, a chart over 7 days, 30 days or all, and the user's own share. */
export default function ChartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useSession((state) => state.uid !== 0);
  const [range, setRange] = useState<ChartRange>('30');
  const days = useQuery(issuanceDaysQuery(rangePage(range)));

  return (
    <PageShell className="wallet-page">
      <IssuanceToday
        title={t('wallet.chart.today')}
        facts={(facts) => [
          { label: t('wallet.chart.todayAdded'), value: format.qc(facts.today_added) },
          { label: t('wallet.chart.totalSupply'), value: format.qc(facts.total_supply) },
          { label: t('wallet.chart.circulating'), value: format.qc(facts.circulating) },
          ...(signedIn ? [{ label: t('wallet.chart.myToday'), value: format.qc(facts.my_today) }] : []),
        ]}
      />
      <section className="card" aria-label={t('wallet.chart.title')}>
        <h2 className="wallet-heading">{t('wallet.chart.title')}</h2>
        <ChartRangePicker value={range} onChange={setRange} />
        <DataView
          query={days}
          isEmpty={(page) => page.list.length === 0}
          emptyText={t('wallet.chart.noDays')}
        >
          {(page) => <IssuanceChart days={page.list} />}
        </DataView>
      </section>
      <WalletDocumentLinks />
      {signedIn ? (
        <section className="card" aria-label={t('wallet.chart.mine')}>
          <h2 className="wallet-heading">{t('wallet.chart.mine')}</h2>
          <MyIssuanceList />
        </section>
      ) : null}
    </PageShell>
  );
}
