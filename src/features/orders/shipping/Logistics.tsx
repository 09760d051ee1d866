import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { shipmentPages, type Shipment, type ShippingState } from '../../../api/orders/orders';
import { InfiniteList } from '../../../ui/state/InfiniteList';
import { PageShell } from '../../../ui/layout/PageShell';
import { LogisticsCard } from './LogisticsCard';
import './logistics.css';

type Filter = 'all' | ShippingState;

const FILTERS: readonly Filter[] = ['all', 'toShip', 'shipped', 'received'];

const parseFilter = (key: string): Filter => FILTERS.find((filter) => filter === key) ?? 'all';

/** The user's shipments, newest first, 20 a page, optionally in one shipping state. */
export default function Logistics() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const status = filter === 'all' ? undefined : filter;

  return (
    <PageShell>
      <Tabs
        className="logistics-tabs"
        activeKey={filter}
        onChange={(key) => setFilter(parseFilter(key))}
        stretch
      >
        {FILTERS.map((key) => (
          <Tabs.Tab key={key} title={t(`logistics.filter.${key}`)} />
        ))}
      </Tabs>
      <InfiniteList<Shipment>
        key={filter}
        className="logistics-list"
        query={shipmentPages(status)}
        itemKey={(shipment) => shipment.id}
        renderItem={(shipment) => <LogisticsCard shipment={shipment} />}
        emptyText={status ? t('logistics.emptyFiltered') : t('logistics.empty')}
      />
    </PageShell>
  );
}
