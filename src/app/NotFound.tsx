import { useTranslation } from 'react-i18next';
import { PageShell } from '../ui/layout/PageShell';
import { StateBox } from '../ui/state/StateBox';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('notFound.title')}>
      <StateBox
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={{ label: t('notFound.home'), to: '/', replace: true, primary: true }}
      />
    </PageShell>
  );
}
