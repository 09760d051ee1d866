import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamCount } from '../../api/team/team';
import { DataView } from '../../ui/state/DataView';
import { useFormat, type Format } from '../../ui/hooks/useFormat';

const figuresOf = (count: TeamCount, format: Format) =>
  [
    { key: 'members', value: format.figure(count.member_count, 'points') },
    { key: 'online', value: format.figure(count.online_count, 'points') },
    { key: 'contribution', value: format.balance(count.total_contribution) },
    { key: 'earnings', value: format.balance(count.total_earnings) },
  ] as const;

/** The team in figures (Team/count): members and how many are online now, what they paid and what it earned. */
export function TeamFigures({ query }: { query: UseQueryResult<TeamCount> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="card team-figures" aria-labelledby="team-figures-title">
      <h2 className="money-heading" id="team-figures-title">
        {t('team.figures.title')}
      </h2>
      <DataView query={query}>
        {(count) => (
          <>
            <dl className="team-figure-grid">
              {figuresOf(count, format).map((figure) => (
                <div key={figure.key} className={`is-${figure.key}`}>
                  <dt>{t(`team.figures.${figure.key}`)}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
            <p className="money-note">{t('team.figures.share')}</p>
          </>
        )}
      </DataView>
    </section>
  );
}
