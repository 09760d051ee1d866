import { useTranslation } from 'react-i18next';
import { HOME_TABS, type HomeTab } from './homeTabs';
import './ProductTabs.css';

interface ProductTabsProps {
  value: HomeTab;
  onChange: (tab: HomeTab) => void;
}

/**
 * Store / Prize Box / Crowdfunding. Plain buttons on purpose: the kit's Tabs bring an animation library
 * that the first screen cannot afford.
 */
export function ProductTabs({ value, onChange }: ProductTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="product-tabs" role="tablist" aria-label={t('home.products')}>
      {HOME_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`home-tab-${tab}`}
          aria-selected={tab === value}
          aria-controls="home-products"
          className="product-tab"
          onClick={() => onChange(tab)}
        >
          {t(`home.${tab}`)}
        </button>
      ))}
    </div>
  );
}
