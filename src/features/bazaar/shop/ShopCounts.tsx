import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sellerCountQuery, type SellerCount } from '../../../api/goods/goods';
import { DataView } from '../../../ui/state/DataView';
import { useFormat } from '../../../ui/hooks/useFormat';
import { shopOrdersPath } from './paths';
import { Amount } from '../../../ui/money/Amount';
import './ShopCounts.css';

/** The shop in figures: listings on and off the shelf, orders to ship, and what receipts settled. */
export function ShopCounts() {
  const query = useQuery(sellerCountQuery());
  return <DataView query={query}>{(count) => <Counts count={count} />}</DataView>;
}

function Counts({ count }: { count: SellerCount }) {
  const { t } = useTranslation();
  const { figure } = useFormat();
  return (
    <section className="card shop-counts" aria-label={t('bazaar.shop.figures')}>
      <dl className="shop-figures">
        <div>
          <dt>{t('bazaar.shop.published')}</dt>
          <dd>{count.published}</dd>
        </div>
        <div>
          <dt>{t('bazaar.shop.offShelf')}</dt>
          <dd>{count.off_shelf}</dd>
        </div>
        <div>
          <dt>{t('bazaar.shop.toShip')}</dt>
          <dd>
            <Link to={shopOrdersPath(1)}>{count.to_ship}</Link>
          </dd>
        </div>
      </dl>
      <dl className="shop-income">
        <div>
          <dt>{t('bazaar.shop.incomeBalance')}</dt>
          <dd>{figure(count.income_balance, 'balance')}</dd>
        </div>
        <div>
          <dt>{t('bazaar.shop.incomeQc')}</dt>
          <dd>
            <Amount value={count.income_qc} unit="QC" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
