import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../ui/PageShell';
import { KINDS, kindOfTab, LIST_KINDS } from '../../api/rules/orderKinds';
import { OrderList } from './components/OrderList';
import { marketOrderPath, UNCLAIMED_PATH } from './components/paths';
import { SignedIn } from './components/SignedIn';
import { usePageParams } from '../../ui/usePageParams';
import { LinkRow } from '../../ui/LinkRow';
import './order.css';

/** `/pages/order/list?tab=direct|draw|invest&filter=…`: every order the user has, by kind and label. */
export default function OrderHubPage() {
  const { t } = useTranslation();
  const [params, update] = usePageParams();
  const kind = kindOfTab(params.get('tab'));
  return (
    <PageShell>
      <SignedIn>
        <Tabs
          className="order-tabs"
          activeKey={KINDS[kind].tab}
          onChange={(tab) => update({ tab, filter: undefined })}
        >
          {LIST_KINDS.map((option) => (
            <Tabs.Tab key={KINDS[option].tab} title={t(`order.tab.${option}`)} />
          ))}
        </Tabs>
        <LinkRow to={UNCLAIMED_PATH} tone="attention">
          {t('order.unclaimedLink')}
        </LinkRow>
        <LinkRow to={marketOrderPath()} className="order-market-link">
          {t('order.marketLink')}
        </LinkRow>
        <OrderList key={kind} kind={kind} />
      </SignedIn>
    </PageShell>
  );
}
