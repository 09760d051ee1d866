import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AuctionTab } from '../../api/orders/rules/orderKinds';
import { PageShell } from '../../ui/layout/PageShell';
import { usePageParams } from '../../ui/hooks/usePageParams';
import { AuctionDeposits } from '../auctions';
import { OrderList } from './OrderList';
import { SignedIn } from './items/SignedIn';
import './order.css';

const TABS: readonly AuctionTab[] = ['won', 'deposits'];

const parseTab = (raw: string | null): AuctionTab => TABS.find((tab) => tab === raw) ?? 'won';

/**
 * `/pages/order/auction?tab=deposits&filter=…`: the auctions the user won (their orders, by label) and the
 * deposits paid to bid, each held, refunded or counted towards the price.
 */
export default function AuctionOrders() {
  const { t } = useTranslation();
  const [params, update] = usePageParams();
  const tab = parseTab(params.get('tab'));
  return (
    <PageShell>
      <SignedIn>
        <Tabs
          className="order-tabs"
          activeKey={tab}
          onChange={(next) => update({ tab: next === 'won' ? undefined : next, filter: undefined })}
        >
          {TABS.map((option) => (
            <Tabs.Tab key={option} title={t(`order.auctionTab.${option}`)} />
          ))}
        </Tabs>
        {tab === 'won' ? (
          <OrderList key="won" kind="auction" emptyText={t('order.auctionEmpty')} />
        ) : (
          <AuctionDeposits />
        )}
      </SignedIn>
    </PageShell>
  );
}
