import { useTranslation } from 'react-i18next';
import { rankPages, type RankRow } from '../../api/draws/treasure';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { PageShell } from '../../ui/layout/PageShell';
import { Segmented } from '../../ui/layout/Segmented';
import { DrawRankItem } from './RankItem';
import { WINDOWS, parseKind, parseWindow } from './rankParams';
import { useQueryParam } from '../../ui/hooks/usePageParams';
import './lists.css';

/** Who bought the most treasure-box or crowdfunding units today, in the last 7 days or ever. */
export default function Rankings() {
  const { t } = useTranslation();
  // Kept in the URL (`?kind=crowd&type=7day`) so that coming back shows the same board.
  const [kind, setKind] = useQueryParam('kind', parseKind);
  const [type, setType] = useQueryParam('type', parseWindow);

  return (
    <PageShell>
      <div className="ranking-controls">
        <Segmented
          label={t('ranking.kind')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'treasure', label: t('ranking.draw') },
            { value: 'crowd', label: t('ranking.crowd') },
          ]}
        />
        <Segmented
          label={t('ranking.window')}
          value={type}
          onChange={setType}
          options={WINDOWS.map((value) => ({ value, label: t(`ranking.${value}`) }))}
        />
        {/* The same line (and style) as the prerendered shell's (src/shell), so that nothing moves. */}
        <p className="ranking-note">{t(`ranking.note.${type}`)}</p>
      </div>
      <InfiniteList<RankRow>
        key={`${kind}-${type}`}
        className="rank-list"
        query={rankPages(kind, type)}
        itemKey={(row) => `${row.rank}-${row.uid}`}
        renderItem={(row) => <DrawRankItem row={row} />}
        emptyText={t('ranking.empty')}
      />
    </PageShell>
  );
}
