import { useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../ui/layout/PageShell';
import { FeedbackForm } from './FeedbackForm';
import { ProfileGate } from '../account';
import './feedback.css';
import { href } from '../../lib/href';

const MY_PATH = href('/pages/my/index');
const SUPPORT_PATH = href('/pages/message/service');

function FeedbackDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="feedback-done">
      <Result status="success" title={t('feedback.thanks')} description={t('feedback.thanksText')} />
      <div className="feedback-links">
        <Button color="primary" shape="rounded" onClick={() => navigate(MY_PATH, { replace: true })}>
          {t('feedback.back')}
        </Button>
        <Button fill="none" color="primary" onClick={() => navigate(SUPPORT_PATH)}>
          {t('feedback.openSupport')}
        </Button>
      </div>
    </div>
  );
}

/** `/pages/my/feedback`: text and pictures to customer support, then a thank-you. */
export default function Feedback() {
  const [done, setDone] = useState(false);
  return (
    <PageShell>
      {done ? (
        <FeedbackDone />
      ) : (
        // A guest is sent to sign in by the profile read (-2000) before writing anything.
        <ProfileGate>{() => <FeedbackForm onDone={() => setDone(true)} />}</ProfileGate>
      )}
    </PageShell>
  );
}
