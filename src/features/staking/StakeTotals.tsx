import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StakeCounts } from '../../api/stakes/stakes';
import { useFormat } from '../../ui/hooks/useFormat';

/** The user's staking in figures: staked now, earned in all, earned today, stakes running. */
export function StakeTotals({ counts, children }: { counts: StakeCounts; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    { key: 'staked', value: format.qc(counts.my_staked) },
    { key: 'earned', value: format.qc(counts.my_income) },
    { key: 'today', value: format.qc(counts.today_income) },
    { key: 'active', value: String(counts.active_count) },
  ] as const;
  return (
    <>
      <dl className="stake-totals">
        {figures.map((figure) => (
          <div key={figure.key} className={`stake-total is-${figure.key}`}>
            <dt>{t(`stake.totals.${figure.key}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </>
  );
}
