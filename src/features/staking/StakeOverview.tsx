import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stakeCountsQuery } from '../../api/stakes/stakes';
import { href } from '../../lib/href';
import { Countdown } from '../../ui/display/Countdown';
import { DataView } from '../../ui/state/DataView';
import { useFormat } from '../../ui/hooks/useFormat';
import { useServerNow } from '../../ui/hooks/useServerNow';
import { StakeTotals } from './StakeTotals';
import '../../ui/layout/panel.css';

/**
 * One card with what the user has staked, has earned and when the next stake matures, and the way to the
 * earnings. The stakes themselves ("My stakes") are the header's link, on screen even while staking is closed.
 */
export function StakeOverview() {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useServerNow();
  const counts = useQuery(stakeCountsQuery());

  return (
    <section className="card panel-hero stake-overview" aria-label={t('stake.overview.title')}>
      <h2 className="panel-heading">{t('stake.overview.title')}</h2>
      <DataView query={counts}>
        {(figures) => (
          <StakeTotals counts={figures}>
            {figures.next_maturity !== null ? (
              <p className="stake-next">
                <span>{t('stake.overview.next', { date: format.time(figures.next_maturity) })}</span>
                <Countdown until={figures.next_maturity} now={now} className="stake-countdown" />
              </p>
            ) : null}
          </StakeTotals>
        )}
      </DataView>
      <nav className="stake-links" aria-label={t('stake.overview.title')}>
        <Link className="stake-link" to={href('/pages/wallet/income')}>
          {t('stake.overview.income')}
        </Link>
      </nav>
    </section>
  );
}
