import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Goods } from '../../api/draws/treasure';
import { compare } from '../../lib/money';
import { Amount } from '../../ui/money/Amount';
import { useFormat } from '../../ui/hooks/useFormat';
import { detailsPath } from '../product';

/** A mall product in a grid: picture, name, price, the struck-through original, the points price and sales. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const { balance: money, points } = useFormat();

  return (
    <Link className="product-card goods-card" to={detailsPath('goods', goods.id)}>
      <img className="product-picture" src={goods.thumbnail} alt="" loading="lazy" />
      <span className="product-body">
        <span className="product-name" data-may-clip>
          {goods.name}
        </span>
        <span className="product-prices">
          <Amount className="price" value={goods.price} unit="balance" />
          {compare(goods.originalPrice, goods.price) > 0 ? (
            <del
              className="original-price"
              aria-label={t('home.originalPrice', { price: money(goods.originalPrice) })}
            >
              <Amount value={goods.originalPrice} unit="balance" />
            </del>
          ) : null}
        </span>
        <span className="product-foot">
          {goods.points > 0 ? <span>{t('home.points', { points: points(goods.points) })}</span> : null}
          {goods.sales > 0 ? <span>{t('home.sold', { count: goods.sales })}</span> : null}
        </span>
      </span>
    </Link>
  );
}
