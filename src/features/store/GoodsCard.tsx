import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Goods } from '../../api/draws/treasure';
import { compare } from '../../lib/money';
import { Amount } from '../../ui/money/Amount';
import { useFormat } from '../../ui/hooks/useFormat';
import { detailsPath } from '../product';
import '../../ui/layout/TileCard.css';
import './GoodsCard.css';
import { LazyPicture } from '../../ui/display/LazyPicture';

/** A mall product in a grid: picture, name, price, the struck-through original, the points price and sales. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const { balance: money, points } = useFormat();

  return (
    <Link className="tile-card goods-card" to={detailsPath('goods', goods.id)}>
      <LazyPicture className="tile-card-picture" src={goods.thumbnail} />
      <span className="tile-card-body">
        <span className="tile-card-name" data-may-clip>
          {goods.name}
        </span>
        <span className="goods-card-prices">
          <Amount className="tile-card-price" value={goods.price} unit="balance" />
          {compare(goods.originalPrice, goods.price) > 0 ? (
            <del
              className="goods-card-original-price"
              aria-label={t('home.originalPrice', { price: money(goods.originalPrice) })}
            >
              <Amount value={goods.originalPrice} unit="balance" />
            </del>
          ) : null}
        </span>
        <span className="tile-card-foot">
          {goods.points > 0 ? <span>{t('home.points', { points: points(goods.points) })}</span> : null}
          {goods.sales > 0 ? <span>{t('home.sold', { count: goods.sales })}</span> : null}
        </span>
      </span>
    </Link>
  );
}
