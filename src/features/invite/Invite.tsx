import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
import { ProfileGate } from '../account';
import { ShareCard } from './ShareCard';
import './share.css';
import { href } from '../../lib/href';

const PARTNERS_PATH = href('/pages/my/partners');

/** `/pages/my/share`: the user's invitation code, link and QR code (drawn here, no server round trip). */
export default function Invite() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageShell>
      {/* Read fresh: the invitation code may be missing from a session stored before it existed. */}
      <ProfileGate>
        {(user) => {
          const code = user.inviteCode?.trim() ?? '';
          if (!code) {
            return <StateBox title={t('share.noCode')} text={t('share.noCodeText')} />;
          }
          return (
            <>
              <p className="share-intro">{t('share.text')}</p>
              <ShareCard user={user} code={code} />
              <Button
                block
                fill="none"
                color="primary"
                className="share-partners"
                onClick={() => navigate(PARTNERS_PATH)}
              >
                {t('share.partners')}
              </Button>
            </>
          );
        }}
      </ProfileGate>
    </PageShell>
  );
}
