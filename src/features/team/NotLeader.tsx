import { Button } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WITHDRAW_OPEN_ABOVE } from '../../api/wallet/rules/withdrawal';
import { href } from '../../lib/href';
import { StepList } from '../../ui/layout/StepList';
import { useFormat } from '../../ui/hooks/useFormat';

const POINTS = ['what', 'earn', 'become'] as const;

/**
 * A signed-in user who leads no team: what a team is, what its leader earns (10 % of the members' purchases,
 * decision 0040) and how to become one (QC Mall appoints leaders: support), and inviting friends meanwhile.
 */
export function NotLeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  return (
    <section className="card team-about" aria-labelledby="team-about-title">
      <span className="icon-tile tone-info team-about-icon" aria-hidden>
        <TeamOutline />
      </span>
      <h2 className="team-about-title" id="team-about-title">
        {t('team.about.title')}
      </h2>
      <p className="team-about-intro">{t('team.about.intro')}</p>
      <StepList
        className="team-about-points"
        steps={POINTS.map((point) => ({
          key: point,
          title: t(`team.about.${point}Title`),
          text: t(`team.about.${point}`, { min: format.balance(WITHDRAW_OPEN_ABOVE) }),
        }))}
      />
      <div className="team-about-actions">
        <Button block color="primary" size="large" onClick={() => navigate(href('/pages/message/service'))}>
          {t('team.about.contact')}
        </Button>
        <Button block fill="outline" size="large" onClick={() => navigate(href('/pages/my/share'))}>
          {t('team.about.invite')}
        </Button>
      </div>
    </section>
  );
}
