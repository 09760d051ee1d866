import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Goods } from '../../../api/treasure';
import { compare } from '../../../lib/money';
import { useFormat } from '../../../ui/useFormat';
import { detailsPath } from './detailsPath';

/** A mall product in the Store grid: picture, name, price, the struck-through original and the points price. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const { balance: money, points } = useFormat();

  return (
    <Link className="goods-card" to={detailsPath('goods', goods.id)}>
      <img className="goods-image" src={goods.thumbnail} alt="" loading="lazy" />
      <span className="card-name">{goods.name}</span>
      <span className="goods-prices">
        <span className="price">{money(goods.price)}</span>
        {compare(goods.originalPrice, goods.price) > 0 ? (
          <del
            className="original-price"
            aria-label={t('home.originalPrice', { price: money(goods.originalPrice) })}
          >
            {money(goods.originalPrice)}
          </del>
        ) : null}
      </span>
      {goods.points > 0 ? (
        <span className="points-price">{t('home.points', { points: points(goods.points) })}</span>
      ) : null}
    </Link>
  );
}
