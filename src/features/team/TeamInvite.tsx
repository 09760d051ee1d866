import { useTranslation } from 'react-i18next';
import { href } from '../../lib/href';
import { LinkRow } from '../../ui/layout/LinkRow';

/** Growing the team goes through the my area's invitation flow: the partners to invite, and the share page. */
export function TeamInvite() {
  const { t } = useTranslation();
  return (
    <section className="card team-invite" aria-labelledby="team-invite-title">
      <h2 className="money-heading" id="team-invite-title">
        {t('team.invite.title')}
      </h2>
      <p className="team-invite-text">{t('team.invite.text')}</p>
      <LinkRow to={href('/pages/my/partners')} inCard>
        {t('team.invite.partners')}
      </LinkRow>
      <LinkRow to={href('/pages/my/share')} inCard>
        {t('team.invite.share')}
      </LinkRow>
    </section>
  );
}
