import { useTranslation } from 'react-i18next';
import { miningMemberPages, type MiningMember } from '../../api/mining/mining';
import { maskName } from '../../lib/format';
import { useSession } from '../../stores/session';
import { InfiniteList } from '../../ui/state/InfiniteList';
import { UserAvatar } from '../../ui/display/UserAvatar';
import { Amount } from '../../ui/money/Amount';
import '../../ui/layout/panel.css';

/** The group's members, online first, with what each mined today; 20 a page as it scrolls. */
export function GroupMembers() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-label={t('mining.group.memberList')}>
      <h2 className="panel-heading">{t('mining.group.memberList')}</h2>
      <InfiniteList<MiningMember>
        query={miningMemberPages()}
        itemKey={(member) => member.uid}
        renderItem={(member) => <MemberRow member={member} />}
        emptyText={t('mining.group.noMembers')}
      />
    </section>
  );
}

function MemberRow({ member }: { member: MiningMember }) {
  const { t } = useTranslation();
  const me = useSession((state) => state.uid) === member.uid;
  return (
    <div className="mining-line" data-testid="mining-member">
      <UserAvatar src={member.avatar} className="mining-avatar" />
      <span className="mining-line-main">
        <span className="mining-line-title" data-may-clip>
          {me ? t('mining.group.you', { name: member.nick_name }) : maskName(member.nick_name)}
        </span>
        <span className={`mining-presence ${member.online ? 'is-online' : ''}`}>
          {member.online ? t('mining.group.isOnline') : t('mining.group.isOffline')}
        </span>
      </span>
      <span className="mining-line-amount">
        <span className="mining-line-sub">{t('mining.group.contribution')}</span>
        <Amount value={member.contribution} unit="QC" />
      </span>
    </div>
  );
}
