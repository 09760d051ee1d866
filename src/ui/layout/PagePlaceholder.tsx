import { useTranslation } from 'react-i18next';
import { PageShell } from './PageShell';
import { StateBox } from '../state/StateBox';
import { useShellMeta } from './routeMeta';

/** The one screen for routes that a later piece of work builds; finished pages never use it. */
export default function PagePlaceholder() {
  const { t } = useTranslation();
  const meta = useShellMeta();
  return (
    <PageShell>
      <StateBox testId="page-placeholder" title={meta?.title} text={t('common.comingSoon')} />
    </PageShell>
  );
}
