import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../ui/layout/PageShell';
import { auctionOrdersPath, HUB_KINDS, HUB_TAB, kindOfTab } from '../../api/orders/rules/orderKinds';
import { OrderList } from './OrderList';
import { marketOrderPath, UNCLAIMED_PATH } from './items/paths';
import { SignedIn } from './items/SignedIn';
import { usePageParams } from '../../ui/hooks/usePageParams';
import { LinkRow } from '../../ui/layout/LinkRow';
import './order.css';

/**
 * `/pages/order/list?tab=direct|draw|invest&filter=…`: every order the user has, by kind and label; auction
 * and market orders have pages of their own, linked here.
 */
export default function Orders() {
  const { t } = useTranslation();
  const [params, update] = usePageParams();
  const kind = kindOfTab(params.get('tab'));
  return (
    <PageShell>
      <SignedIn>
        <Tabs
          className="order-tabs"
          activeKey={HUB_TAB[kind]}
          onChange={(tab) => update({ tab, filter: undefined })}
        >
          {HUB_KINDS.map((option) => (
            <Tabs.Tab key={HUB_TAB[option]} title={t(`order.tab.${option}`)} />
          ))}
        </Tabs>
        <LinkRow to={UNCLAIMED_PATH} tone="attention">
          {t('order.unclaimedLink')}
        </LinkRow>
        <LinkRow to={marketOrderPath()}>{t('order.marketLink')}</LinkRow>
        <LinkRow to={auctionOrdersPath()}>{t('order.auctionLink')}</LinkRow>
        <OrderList key={kind} kind={kind} />
      </SignedIn>
    </PageShell>
  );
}
