import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../ui/PageShell';
import { RouteMetaContext } from '../ui/routeMeta';

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RouteMetaContext.Provider value={{ path: '*', title: t('notFound.title'), isTab: false, pullToRefresh: false }}>
      <PageShell>
        <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.text')}>
          <Button color="primary" onClick={() => navigate('/', { replace: true })}>
            {t('notFound.home')}
          </Button>
        </ErrorBlock>
      </PageShell>
    </RouteMetaContext.Provider>
  );
}
