import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BazaarOrderStatus } from '../../api/goods/goods';
import './MarketStatusTabs.css';
import { MARKET_STATUSES, parseStatus, statusName, type MarketRole } from './marketOrderStatus';

interface MarketStatusTabsProps {
  role: MarketRole;
  /** undefined: every order */
  value: BazaarOrderStatus | undefined;
  onChange: (value: BazaarOrderStatus | undefined) => void;
}

/** Every order, or the orders in one state, as that side names the states. Strings: area `bazaar`. */
export function MarketStatusTabs({ role, value, onChange }: MarketStatusTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      className="market-tabs"
      activeKey={value === undefined ? 'all' : String(value)}
      onChange={(key) => onChange(parseStatus(key))}
    >
      <Tabs.Tab key="all" title={t('bazaar.status.all')} />
      {MARKET_STATUSES.map((status) => (
        <Tabs.Tab key={String(status)} title={t(`bazaar.status.${statusName(role, status)}`)} />
      ))}
    </Tabs>
  );
}
