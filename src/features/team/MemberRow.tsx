import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../api/team/team';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { useFormat } from '../../ui/hooks/useFormat';

/**
 * One member: who (the name as the server has it, as text), online now or when last active, what they paid
 * while in the team and the leader's 10 % of it, and what they hold and did: balance, points, crowdfunding.
 */
export function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const format = useFormat();
  const nameId = useId();
  const main = [
    { key: 'contribution', value: format.balance(member.contribution) },
    { key: 'earnings', value: format.signed(member.earnings, 'balance') },
  ] as const;
  const more = [
    { key: 'balance', value: format.balance(member.balance) },
    { key: 'points', value: format.figure(member.points, 'points') },
    { key: 'crowd', value: format.figure(member.crowd_count, 'points') },
  ] as const;
  return (
    <article className="team-member" aria-labelledby={nameId}>
      <header className="team-member-head">
        <span className={member.online ? 'team-avatar is-online' : 'team-avatar'}>
          <UserAvatar src={member.avatar} />
        </span>
        <div className="team-member-who">
          <p className="team-member-name" id={nameId} data-may-clip>
            {member.nick_name}
          </p>
          {member.online ? (
            <p className="team-member-state is-online">{t('team.members.online')}</p>
          ) : (
            <p className="team-member-state">
              {t('team.members.lastActive', { time: format.time(member.last_active) })}
            </p>
          )}
        </div>
      </header>
      <dl className="team-member-main">
        {main.map((figure) => (
          <div key={figure.key} className={`is-${figure.key}`}>
            <dt>{t(`team.members.${figure.key}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="team-member-more">
        {more.map((figure) => (
          <div key={figure.key}>
            <dt>{t(`team.members.${figure.key}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="team-member-since">{t('team.members.joined', { time: format.time(member.joined_at) })}</p>
    </article>
  );
}
