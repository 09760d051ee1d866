import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../lib/route';
import { StateBlock } from '../../ui/state/StateBlock';

/** A product or issue that does not exist (or a link without a usable id). */
export function DetailsNotFound({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="state-box" data-testid="not-found">
      <StateBlock kind="empty" title={title} description={t('details.notFoundText')}>
        <Button color="primary" fill="outline" size="small" onClick={() => navigate(HOME_PATH)}>
          {t('details.backHome')}
        </Button>
      </StateBlock>
    </div>
  );
}
