import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useMe, type UserInfo } from '../../../api/account/account';
import { useOpenShop } from '../../../api/goods/goods';
import { DataView } from '../../../ui/state/DataView';
import { PageShell } from '../../../ui/layout/PageShell';
import { SendButton } from '../../../ui/money/SendButton';
import { toast } from '../../../ui/state/toast';
import { ApplyConditions, useShopConditions } from './ApplyConditions';
import { SHOP_PATH } from './paths';
import './bazaar.css';
import './ShopApply.css';

/** `/pages/bazaar/apply`: become a seller once the conditions hold; a seller goes straight to the shop. */
export default function ShopApply() {
  const query = useMe((user) => user, { required: true });
  return (
    <PageShell>
      <DataView query={query}>
        {(me) => (me.isSeller ? <Navigate to={SHOP_PATH} replace /> : <Apply me={me} />)}
      </DataView>
    </PageShell>
  );
}

function Apply({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const conditions = useShopConditions(me);
  const open = useOpenShop();
  const ready = conditions.every((condition) => condition.met);
  return (
    <div className="bazaar-page">
      <section className="card apply-intro">
        <h2 className="bazaar-title">{t('bazaar.apply.title')}</h2>
        <p className="bazaar-hint">{t('bazaar.apply.intro')}</p>
      </section>
      <ApplyConditions conditions={conditions} />
      <div className="bazaar-submit">
        <SendButton
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={!ready}
          onSend={async () => {
            await open.mutateAsync();
            toast(t('bazaar.apply.opened'), 'success');
            void navigate(SHOP_PATH, { replace: true });
          }}
        >
          {t('bazaar.apply.open')}
        </SendButton>
        {ready ? null : <p className="bazaar-note">{t('bazaar.apply.notYet')}</p>}
      </div>
    </div>
  );
}
