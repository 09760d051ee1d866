import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../lib/route';
import { StateBox } from '../../ui/state/StateBox';

/** A product or issue that does not exist (or a link without a usable id). */
export function DetailsNotFound({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <StateBox
      testId="not-found"
      title={title}
      text={t('details.notFoundText')}
      action={{ label: t('details.backHome'), to: HOME_PATH }}
    />
  );
}
