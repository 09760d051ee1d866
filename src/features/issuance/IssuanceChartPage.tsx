import { useTranslation } from 'react-i18next';
import { issuanceDaysQuery } from '../../api/wallet/wallet';
import { useSession } from '../../stores/session';
import { PageShell } from '../../ui/layout/PageShell';
import { useFormat } from '../../ui/hooks/useFormat';
import { DailyChartCard } from '../../ui/charts/DailyChartCard';
import { IssuanceChart } from './IssuanceChart';
import { IssuanceToday } from './IssuanceToday';
import { MyIssuanceList } from './MyIssuanceList';
import { WalletDocumentLinks } from './WalletDocumentLinks';
import '../../ui/layout/panel.css';

/** QC's issuance and price: today's facts, a chart over 7 days, 30 days or all, and the user's own share. */
export default function IssuanceChartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const signedIn = useSession((state) => state.uid !== 0);

  return (
    <PageShell>
      <IssuanceToday
        title={t('wallet.chart.today')}
        facts={(facts) => [
          { label: t('wallet.chart.todayAdded'), value: format.qc(facts.today_added) },
          { label: t('wallet.chart.totalSupply'), value: format.qc(facts.total_supply) },
          { label: t('wallet.chart.circulating'), value: format.qc(facts.circulating) },
          ...(signedIn ? [{ label: t('wallet.chart.myToday'), value: format.qc(facts.my_today) }] : []),
        ]}
      />
      <DailyChartCard
        title={t('wallet.chart.title')}
        query={issuanceDaysQuery}
        emptyText={t('wallet.chart.noDays')}
      >
        {(days) => <IssuanceChart days={days} />}
      </DailyChartCard>
      <WalletDocumentLinks />
      {signedIn ? (
        <section className="card" aria-label={t('wallet.chart.mine')}>
          <h2 className="panel-heading">{t('wallet.chart.mine')}</h2>
          <MyIssuanceList />
        </section>
      ) : null}
    </PageShell>
  );
}
