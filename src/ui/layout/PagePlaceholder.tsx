import { useTranslation } from 'react-i18next';
import { PageShell } from './PageShell';
import { StateBlock } from '../state/StateBlock';
import { useShellMeta } from './routeMeta';

/** The one screen for routes that a later piece of work builds; finished pages never use it. */
export default function PagePlaceholder() {
  const { t } = useTranslation();
  const meta = useShellMeta();
  return (
    <PageShell>
      <div data-testid="page-placeholder">
        <div className="state-box">
          <StateBlock kind="empty" title={meta?.title} description={t('common.comingSoon')} />
        </div>
      </div>
    </PageShell>
  );
}
