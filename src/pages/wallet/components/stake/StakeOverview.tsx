import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stakeCountsQuery, stakeListQuery } from '../../../../api/stakes';
import { href } from '../../../../lib/href';
import { Countdown } from '../../../../ui/Countdown';
import { DataView } from '../../../../ui/DataView';
import { useFormat } from '../../../../ui/useFormat';
import { useServerNow } from '../../../../ui/useServerNow';
import { StakeTotals } from './StakeTotals';

/** The first page of running stakes, where the next maturity is read from. */
const RUNNING = { pageIndex: 1, pageSize: 20, status: 1 } as const;

/** One card with what the user has staked, has earned and when the next stake matures, and the way on. */
export function StakeOverview() {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useServerNow();
  const counts = useQuery(stakeCountsQuery());
  const running = useQuery(stakeListQuery(RUNNING));
  const next = running.data?.list
    .map((stake) => stake.maturity_time ?? 0)
    .filter((time) => time > 0)
    .sort((a, b) => a - b)[0];

  return (
    <section className="card wallet-hero stake-overview" aria-label={t('stake.overview.title')}>
      <h2 className="wallet-heading">{t('stake.overview.title')}</h2>
      <DataView query={counts}>
        {(figures) => (
          <StakeTotals counts={figures}>
            {next !== undefined ? (
              <p className="stake-next">
                <span>{t('stake.overview.next', { date: format.time(next) })}</span>
                <Countdown until={next} now={now} className="stake-countdown" />
              </p>
            ) : null}
          </StakeTotals>
        )}
      </DataView>
      <nav className="stake-links" aria-label={t('stake.overview.title')}>
        <Link className="stake-link" to={href('/pages/wallet/pledgeOrder')}>
          {t('stake.overview.orders')}
        </Link>
        <Link className="stake-link" to={href('/pages/wallet/income')}>
          {t('stake.overview.income')}
        </Link>
      </nav>
    </section>
  );
}
