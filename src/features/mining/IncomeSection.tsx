import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { miningIncomeCountQuery, miningIncomePages, type MiningIncome } from '../../api/mining/mining';
import { DataView } from '../../ui/state/DataView';
import { IncomeLine } from '../../ui/money/IncomeLine';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';
import '../../ui/layout/panel.css';

/** Today's, yesterday's and all mining income, then its rows (mining sessions, signs, location bonuses). */
export function IncomeSection() {
  const { t } = useTranslation();
  const counts = useQuery(miningIncomeCountQuery());

  return (
    <>
      <section className="card" aria-label={t('mining.income.title')}>
        <h2 className="panel-heading">{t('mining.income.title')}</h2>
        <DataView query={counts}>
          {(data) => (
            <dl className="mining-figures" data-testid="mining-income-counts">
              <div>
                <dt>{t('mining.income.today')}</dt>
                <dd>
                  <Amount value={data.today} unit="QC" />
                </dd>
              </div>
              <div>
                <dt>{t('mining.income.yesterday')}</dt>
                <dd>
                  <Amount value={data.yesterday} unit="QC" />
                </dd>
              </div>
              <div>
                <dt>{t('mining.income.total')}</dt>
                <dd>
                  <Amount value={data.total} unit="QC" />
                </dd>
              </div>
            </dl>
          )}
        </DataView>
      </section>
      <section className="card" aria-label={t('mining.income.records')}>
        <h2 className="panel-heading">{t('mining.income.records')}</h2>
        <InfiniteList<MiningIncome>
          query={miningIncomePages()}
          itemKey={(row) => row.id}
          renderItem={(row) => <IncomeRow row={row} />}
          emptyText={t('mining.income.empty')}
        />
      </section>
    </>
  );
}

function IncomeRow({ row }: { row: MiningIncome }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <IncomeLine
      testId="mining-income-row"
      title={t(`mining.income.source.${row.source}`)}
      sub={format.time(row.create_time)}
      amount={format.signed(row.amount, 'QC')}
    />
  );
}
