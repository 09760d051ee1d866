import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../lib/href';
import { StateBlock } from '../../ui/state/StateBlock';

/** "Create a wallet first", with the way to create one: every wallet page that needs an account says it. */
export function NeedWallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="state-box" data-testid="need-wallet">
      <StateBlock
        kind="empty"
        title={t('wallet.needWallet.title')}
        description={t('wallet.needWallet.description')}
      >
        <Button color="primary" size="small" onClick={() => navigate(href('/pages/wallet/create'))}>
          {t('wallet.needWallet.create')}
        </Button>
      </StateBlock>
    </div>
  );
}
