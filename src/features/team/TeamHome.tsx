import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teamCountQuery, teamMemberPages } from '../../api/team/team';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { MemberRow } from './MemberRow';
import { TeamEarnings } from './TeamEarnings';
import { TeamFigures } from './TeamFigures';
import { TeamInvite } from './TeamInvite';

/** A leader's team: the earnings to withdraw, the team in figures, inviting partners, and every member. */
export function TeamHome() {
  const { t } = useTranslation();
  const count = useQuery(teamCountQuery());
  const members = count.data?.member_count;
  return (
    <>
      <TeamEarnings />
      <TeamFigures query={count} />
      <TeamInvite />
      <section className="team-members" aria-labelledby="team-members-title">
        <h2 className="team-section-title" id="team-members-title">
          {members === undefined ? t('team.members.title') : t('team.members.titleCount', { n: members })}
        </h2>
        <InfiniteList
          className="team-member-list"
          itemClassName="team-member-list-item"
          query={teamMemberPages()}
          itemKey={(member) => member.uid}
          renderItem={(member) => <MemberRow member={member} />}
          emptyText={t('team.members.empty')}
        />
      </section>
    </>
  );
}
