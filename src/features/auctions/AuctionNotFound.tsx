import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../lib/href';
import { StateBlock } from '../../ui/state/StateBlock';

/** An auction link whose id is unreadable or unknown to the server. */
export function AuctionNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="state-box" data-testid="not-found">
      <StateBlock
        kind="empty"
        title={t('auction.detail.notFound')}
        description={t('auction.detail.notFoundText')}
      >
        <Button
          color="primary"
          fill="outline"
          size="small"
          onClick={() => navigate(href('/pages/index/auction'), { replace: true })}
        >
          {t('auction.detail.backToList')}
        </Button>
      </StateBlock>
    </div>
  );
}
