import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../ui/layout/PageShell';
import { StateBlock } from '../ui/state/StateBlock';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageShell title={t('notFound.title')}>
      <div className="state-box">
        <StateBlock kind="empty" title={t('notFound.title')} description={t('notFound.text')}>
          <Button color="primary" onClick={() => navigate('/', { replace: true })}>
            {t('notFound.home')}
          </Button>
        </StateBlock>
      </div>
    </PageShell>
  );
}
