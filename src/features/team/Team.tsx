import { useMe } from '../../api/account/account';
import { DataView } from '../../ui/state/DataView';
import { PageShell } from '../../ui/layout/PageShell';
import { NotLeader } from './NotLeader';
import { TeamHome } from './TeamHome';
import '../../ui/money/money.css';
import './team.css';

/**
 * `/pages_team/index`, the team leader home: a leader's team, its earnings and their withdrawal. Whether the
 * user leads a team is read from `me` (isTeam): a user who does not sees what a team is and how to lead one,
 * and no team call is made for them (decision 0040).
 */
export default function Team() {
  const leader = useMe((me) => me.isTeam, { required: true });
  return (
    <PageShell className="team-page money-page">
      <DataView query={leader}>{(isTeam) => (isTeam ? <TeamHome /> : <NotLeader />)}</DataView>
    </PageShell>
  );
}
