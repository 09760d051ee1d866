import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { miningRankCountQuery, miningRankPages } from '../../api/mining/mining';
import type { RankWindow } from '../../api/shared';
import { DataView } from '../../ui/state/DataView';
import { RANK_WINDOWS, RankRows } from '../../ui/display/RankRows';
import { Segmented } from '../../ui/layout/Segmented';
import { useFormat } from '../../ui/hooks/useFormat';
import { Amount } from '../../ui/money/Amount';
import '../../ui/layout/panel.css';

/** Who mined the most today, in 7 days or ever (10 a page), and the user's own place in that window. */
export function RankingTab() {
  const { t } = useTranslation();
  const [type, setType] = useState<RankWindow>('today');
  const format = useFormat();

  return (
    <>
      <div className="panel-tabs">
        <Segmented
          label={t('mining.rank.window')}
          value={type}
          onChange={setType}
          options={RANK_WINDOWS.map((value) => ({ value, label: t(`mining.rank.${value}`) }))}
        />
      </div>
      <MyPlace type={type} />
      <RankRows
        key={type}
        query={miningRankPages(type)}
        label={t('mining.rank.income')}
        figure={format.qc}
        emptyText={t('mining.rank.empty')}
      />
    </>
  );
}

function MyPlace({ type }: { type: RankWindow }) {
  const { t } = useTranslation();
  const mine = useQuery(miningRankCountQuery(type));
  return (
    <section className="card" aria-label={t('mining.rank.mine')}>
      <DataView query={mine}>
        {(data) => (
          <dl className="mining-figures" data-testid="mining-my-rank">
            <div>
              <dt>{t('mining.rank.place')}</dt>
              <dd>{data.my_rank === null ? t('mining.rank.unranked') : `#${data.my_rank}`}</dd>
            </div>
            <div>
              <dt>{t('mining.rank.myIncome')}</dt>
              <dd>
                <Amount value={data.my_amount} unit="QC" />
              </dd>
            </div>
            <div>
              <dt>{t('mining.rank.miners')}</dt>
              <dd>{data.participants}</dd>
            </div>
          </dl>
        )}
      </DataView>
    </section>
  );
}
